import { Form, href } from "react-router";
import { readIntent } from "~/.server/intent";
import { requestOf } from "~/.server/route-request";
import { loadSite, setSiteActive } from "~/.server/services/backoffice/sites";
import { withErrorPages } from "~/.server/service-errors";
import { redirectWithToast } from "~/.server/toast";
import { BackLink } from "~/components/BackLink";
import { Banner } from "~/components/Banner";
import { Button } from "~/components/Button";
import { DemoLabel, DemoNotice } from "~/components/DemoLabel";
import { errorTitle } from "~/components/ErrorSummary";
import { PageHeading } from "~/components/PageHeading";
import { feeText } from "~/domain/funeral-sites/site-form";
import { SLUG_ID } from "~/domain/funeral-sites";
import { ServiceError } from "~/domain/errors";
import { t } from "~/i18n";
import type { Route } from "./+types/$siteId";
import { SiteForm } from "./site-form";
import { saveSiteForm } from "./site-form.server";
import styles from "./sites.module.css";

function siteIdOf(params: { siteId?: string }): string {
  const siteId = params.siteId ?? "";
  if (!SLUG_ID.test(siteId)) throw new ServiceError("funeralSiteNotFound");
  return siteId;
}

/** One funeral site to edit (/backoffice/sites/:siteId): its data and fees, withdraw or restore. */
export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { db, actor } = requestOf(args, "staff");
  const { site, graveTypes } = await loadSite(db, actor, { siteId: siteIdOf(args.params) });
  return {
    site: { id: site.id, title: site.title, active: site.active, demo: site.demo },
    graveTypes,
    defaults: {
      id: site.id,
      title: site.title,
      street: site.street,
      plz: site.plz,
      city: site.city,
      state: site.state,
      lat: String(site.lat),
      lon: String(site.lon),
      organisationName: site.organisationName,
      funeralTypes: site.funeralTypes,
      fees: Object.fromEntries(Object.entries(site.fees).map(([id, fee]) => [id, feeText(fee)])),
    },
  };
});

export const action = withErrorPages(async (args: Route.ActionArgs) => {
  const request = requestOf(args, "staff");
  const siteId = siteIdOf(args.params);
  const { intent, form } = await readIntent(args.request, ["save", "withdraw", "restore"] as const);
  if (intent === "save") return saveSiteForm(request, form, siteId);
  const active = intent === "restore";
  await setSiteActive(
    request.db,
    request.actor,
    { siteId, active },
    { ip: request.ip, now: request.runtime.clock.now() },
  );
  return redirectWithToast(href("/backoffice/sites/:siteId", { siteId }), request.session, {
    kind: "success",
    message: t(active ? "backoffice.sites.restored" : "backoffice.sites.withdrawn"),
  });
});

export default function EditSite({ loaderData, actionData }: Route.ComponentProps) {
  const { site } = loaderData;
  return (
    <>
      <title>{errorTitle(t("shell.title", { page: site.title }), Boolean(actionData))}</title>
      <BackLink to={href("/backoffice/sites")}>{t("backoffice.sites.back")}</BackLink>
      <DemoNotice shown={site.demo} />
      <PageHeading kicker={t("backoffice.sites.edit.title")}>
        {site.title} {site.demo ? <DemoLabel /> : null}
      </PageHeading>
      <Banner
        variant={site.active ? "info" : "warning"}
        title={t(site.active ? "backoffice.sites.state.active" : "backoffice.sites.state.withdrawn")}
      />
      <SiteForm
        defaults={loaderData.defaults}
        graveTypes={loaderData.graveTypes}
        lastResult={actionData}
        isNew={false}
      />
      <Form method="post" className={styles.actions}>
        <input type="hidden" name="intent" value={site.active ? "withdraw" : "restore"} />
        <Button type="submit" variant="secondary">
          {t(site.active ? "backoffice.sites.withdraw" : "backoffice.sites.restore")}
        </Button>
      </Form>
    </>
  );
}
