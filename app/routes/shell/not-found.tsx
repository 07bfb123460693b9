import { data } from "react-router";
import { t } from "~/i18n";
import { pageTitle } from "~/meta";
import { NotFoundPage } from "./not-found-page";
import { withErrorPages } from "~/.server/service-errors";

/** Every path no other route claims: the German not-found page with status 404. */
export const loader = withErrorPages(async function loader() {
  return data(null, { status: 404 });
});

export const action = withErrorPages(async function action() {
  return data(null, { status: 404 });
});

export const meta = () => pageTitle(t("shell.notFound.title"));

export default NotFoundPage;
