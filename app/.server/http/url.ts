/**
 * The page path a request is for. With JavaScript, React Router fetches loader and action data from
 * "<path>.data" (and "/_root.data" for "/"), and passes that request on unchanged: strip the suffix.
 */
export function pagePath(request: Request): { path: string; search: string } {
  const url = new URL(request.url);
  let path = url.pathname.replace(/\.data$/, "");
  if (path === "/_root") path = "/";
  url.searchParams.delete("_routes");
  const search = url.searchParams.toString();
  return { path, search: search ? `?${search}` : "" };
}

export const pageUrl = (request: Request) => {
  const { path, search } = pagePath(request);
  return path + search;
};
