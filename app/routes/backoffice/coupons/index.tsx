import { backOfficeRequest } from "~/.server/route-request";
import { PageHeading } from "~/components/PageHeading";
import { t } from "~/i18n";
import type { Route } from "./+types/index";

// Foundation only: the section's helper replaces this page.
export async function loader(args: Route.LoaderArgs) {
  await backOfficeRequest(args, "admin");
  return null;
}

export default function Section() {
  return <PageHeading>{t("backoffice.section.coupons")}</PageHeading>;
}
