import { redirect, href } from "react-router";

/** / redirects to the overview (spec 000 §2). */
export function loader() {
  return redirect(href("/overview"));
}
