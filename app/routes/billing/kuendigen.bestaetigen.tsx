import { data, Form, Link, redirect } from "react-router";
import { Banner } from "~/components/Banner";
import { Button } from "~/components/Button";
import { PageHeading } from "~/components/PageHeading";
import { requestOf } from "~/.server/route-request";
import { onServiceError, withErrorPages } from "~/.server/service-errors";
import { submitCancellation } from "~/.server/services/billing/cancellation";
import { wizardRequest } from "~/.server/wizard";
import { CANCEL_DONE_PATH, CANCEL_PATH, cancellationWizard } from "~/domain/billing/cancellation";
import { t } from "~/i18n";
import { formatViewDate } from "~/i18n/format";
import { pageTitle } from "~/meta";
import type { Route } from "./+types/kuendigen.bestaetigen";

/** Second step: the details once more and the button "jetzt kündigen" (§ 312k (2) BGB). */
export const loader = withErrorPages(async function loader({ request, context }: Route.LoaderArgs) {
  const { draft } = await wizardRequest(context, cancellationWizard).requireStep(request, "confirm");
  const details = cancellationWizard.answer("details", draft);
  if (!details) throw redirect(CANCEL_PATH);
  return { details };
});

export const action = withErrorPages(async function action({ request, context }: Route.ActionArgs) {
  const wizard = wizardRequest(context, cancellationWizard);
  const { draft } = await wizard.requireStep(request, "confirm");
  const details = cancellationWizard.answer("details", draft);
  if (!details) throw redirect(CANCEL_PATH);
  const { db, config, ip, runtime } = requestOf({ context });
  return onServiceError(
    async () => {
      const receipt = await submitCancellation(db, details, { ip, config, now: runtime.clock.now() });
      // The details leave the draft; only the receipt stays for the next page.
      await wizard.update({ receipt });
      return redirect(CANCEL_DONE_PATH);
    },
    (error) => error.status === 429,
    () => data({ error: t("billing.cancel.tooMany") }, { status: 429 }),
  );
});

export const meta = () => pageTitle(t("billing.cancel.confirm.title"), false, "billing.cancel.description");

export default function CancelConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const { details } = loaderData;
  const rows: [string, string][] = [
    [t("billing.cancel.name"), details.name],
    [t("billing.cancel.email"), details.email],
    [t("billing.cancel.contractNumber"), details.contractNumber],
    [t("billing.cancel.kind"), t(`billing.cancel.kind.${details.kind}`)],
    [
      t("billing.cancel.requestedEnd"),
      details.requestedEnd
        ? formatViewDate(details.requestedEnd)
        : t("billing.cancel.requestedEnd.none", { kind: details.kind }),
    ],
    [t("billing.cancel.reason"), details.reason ?? t("billing.cancel.noReason")],
  ];
  return (
    <>
      <PageHeading lead={<p>{t("billing.cancel.confirm.lead")}</p>}>
        {t("billing.cancel.confirm.title")}
      </PageHeading>
      {actionData?.error ? <Banner variant="error" title={actionData.error} /> : null}
      <h2>{t("billing.cancel.summary")}</h2>
      <dl>
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {details.requestedEnd ? (
        <p>{t("billing.cancel.confirm.requestedEnd", { date: formatViewDate(details.requestedEnd) })}</p>
      ) : null}
      <Form method="post">
        <Button type="submit">{t("billing.cancel.confirm.submit")}</Button>
      </Form>
      <p>
        <Link to={CANCEL_PATH}>{t("billing.cancel.confirm.change")}</Link>
      </p>
    </>
  );
}
