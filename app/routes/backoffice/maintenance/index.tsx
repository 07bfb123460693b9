import { Form, href } from "react-router";
import { readIntent } from "~/.server/intent";
import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import { maintenanceState, switchMaintenance } from "~/.server/services/maintenance";
import { redirectWithToast } from "~/.server/toast";
import { Banner } from "~/components/Banner";
import { Button } from "~/components/Button";
import { PageHeading } from "~/components/PageHeading";
import { t } from "~/i18n";
import { formatViewDateTime } from "~/i18n/format";
import type { Route } from "./+types/index";

/** /backoffice/maintenance: the admins' maintenance switch (decision 0102); one button, works without JavaScript. */
export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { db, config, runtime } = requestOf(args, "staff");
  const state = await maintenanceState(db, config, runtime.clock.now());
  return {
    on: state.on,
    byEnvironment: state.source === "environment",
    since: state.since ? formatViewDateTime(new Date(state.since)) : null,
  };
});

export const action = withErrorPages(async (args: Route.ActionArgs) => {
  const { db, actor, ip, session, runtime } = requestOf(args, "staff");
  const { intent } = await readIntent(args.request, ["on", "off"] as const);
  const changed = await switchMaintenance(db, actor, intent === "on", { ip, now: runtime.clock.now() });
  const message = !changed
    ? t("backoffice.maintenance.unchanged")
    : t(intent === "on" ? "backoffice.maintenance.switchedOn" : "backoffice.maintenance.switchedOff");
  return redirectWithToast(href("/backoffice/maintenance"), session, { kind: "success", message });
});

export default function Maintenance({ loaderData }: Route.ComponentProps) {
  const { on, byEnvironment, since } = loaderData;
  return (
    <>
      <title>{t("shell.title", { page: t("backoffice.section.maintenance") })}</title>
      <PageHeading lead={<p>{t("backoffice.maintenance.lead")}</p>}>
        {t("backoffice.section.maintenance")}
      </PageHeading>
      <dl>
        <dt>{t("backoffice.maintenance.stateLabel")}</dt>
        <dd>
          {t("backoffice.maintenance.state", { on: String(on) })}
          {since ? ` ${t("backoffice.maintenance.since", { since })}` : null}
        </dd>
      </dl>
      {byEnvironment ? (
        <Banner variant="info" title={t("backoffice.maintenance.environment")} />
      ) : (
        <Form method="post">
          <Button
            type="submit"
            name="intent"
            value={on ? "off" : "on"}
            variant={on ? "primary" : "secondary"}
          >
            {t(on ? "backoffice.maintenance.switchOff" : "backoffice.maintenance.switchOn")}
          </Button>
        </Form>
      )}
    </>
  );
}
