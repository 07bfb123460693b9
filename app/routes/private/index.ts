import { redirect } from "react-router";

/** / redirects to the overview (spec 000 §2). */
export function loader() {
  return redirect("/overview");
}
