import { href, redirect } from "react-router";
import { safeRedirectPath } from "~/domain/safe-redirect";
import type { Route } from "./+types/toasts.dismiss";
import { readForm } from "~/.server/intent";
import { withErrorPages } from "~/.server/service-errors";

/**
 * Closing a toast without JavaScript: toasts are consumed when a page shows them, so closing
 * only needs to show the page again.
 */
export const action = withErrorPages(async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  return redirect(safeRedirectPath(form.get("redirectTo")));
});

export const loader = withErrorPages(async function loader() {
  return redirect(href("/"));
});
