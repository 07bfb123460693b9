import { redirect, href } from "react-router";
import { withErrorPages } from "~/.server/service-errors";

/** / redirects to the overview. */
export const loader = withErrorPages(async function loader() {
  return redirect(href("/overview"));
});
