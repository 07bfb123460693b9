import { redirect, href } from "react-router";

/** / redirects to the overview. */
export function loader() {
  return redirect(href("/overview"));
}
