import { href } from "react-router";
import { readIntent } from "~/.server/intent";
import { requestOf } from "~/.server/route-request";
import { listGraveTypes } from "~/.server/services/backoffice/sites";
import { withErrorPages } from "~/.server/service-errors";
import { BackLink } from "~/components/BackLink";
import { PageHeading } from "~/components/PageHeading";
import { errorTitle } from "~/components/ErrorSummary";
import { t } from "~/i18n";
import type { Route } from "./+types/new";
import { SiteForm } from "./site-form";
import { saveSiteForm } from "./site-form.server";

/** A new funeral site (/backoffice/sites/new). */
export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { db } = requestOf(args, "staff");
  return { graveTypes: await listGraveTypes(db) };
});

export const action = withErrorPages(async (args: Route.ActionArgs) => {
  const request = requestOf(args, "staff");
  const { form } = await readIntent(args.request, ["save"] as const);
  return saveSiteForm(request, form, undefined);
});

const EMPTY = {
  id: "",
  title: "",
  street: "",
  plz: "",
  city: "",
  state: "",
  lat: "",
  lon: "",
  organisationName: "",
  funeralTypes: [],
  fees: {},
};

export default function NewSite({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <title>
        {errorTitle(t("shell.title", { page: t("backoffice.sites.new.title") }), Boolean(actionData))}
      </title>
      <BackLink to={href("/backoffice/sites")}>{t("backoffice.sites.back")}</BackLink>
      <PageHeading>{t("backoffice.sites.new.title")}</PageHeading>
      <SiteForm defaults={EMPTY} graveTypes={loaderData.graveTypes} lastResult={actionData} isNew />
    </>
  );
}
