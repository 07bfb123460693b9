/**
 * Page loads and form posts over plain HTTP, as a browser without JavaScript makes them, carrying the portal's
 * session cookie: every answer that sets a new one (sign-in, the letters draft key) replaces it.
 */
export function cookieSession(base: string, cookie = "") {
  const session = {
    cookie,
    request: async (pathname: string, form?: Record<string, string>): Promise<Response> => {
      const response = await fetch(new URL(pathname, base), {
        method: form ? "POST" : "GET",
        headers: {
          Cookie: session.cookie,
          ...(form ? { "Content-Type": "application/x-www-form-urlencoded" } : {}),
        },
        body: form ? new URLSearchParams(form) : undefined,
        redirect: "manual",
        signal: AbortSignal.timeout(15_000),
      });
      for (const header of response.headers.getSetCookie()) {
        const [pair] = header.split(";");
        if (pair?.startsWith("__vp_session=")) session.cookie = pair;
      }
      if (response.status >= 400)
        throw new Error(`${form ? "POST" : "GET"} ${pathname} answered ${response.status}`);
      return response;
    },
  };
  return session;
}
