import { Form, redirect } from "react-router";
import { Button } from "~/components/Button";
import { ErrorSummary, errorTitle } from "~/components/ErrorSummary";
import { Honeypot } from "~/components/Honeypot";
import { PageHeading } from "~/components/PageHeading";
import { RadioGroup } from "~/components/RadioGroup";
import { TextArea } from "~/components/TextArea";
import { TextField } from "~/components/TextField";
import { DateField, EmailField } from "~/components/FieldPresets";
import { invalid, isHoneypotFilled, parseForm } from "~/.server/forms";
import { requestOf } from "~/.server/route-request";
import { logger } from "~/.server/logger";
import { wizardRequest } from "~/.server/wizard";
import { CANCEL_DONE_PATH, cancellationWizard } from "~/domain/billing/cancellation";
import { todayInGermany } from "~/domain/dates";
import { CANCELLATION_KINDS, CANCELLATION_REASON_MAX_LENGTH } from "~/domain/pricing/constants";
import { cancellationSchemaAt, requestedEndBounds } from "~/domain/validation/billing";
import { t } from "~/i18n";
import { pageDescription } from "~/meta";
import { useReplyForm } from "~/reply-form";
import type { Route } from "./+types/kuendigen";
import { withErrorPages } from "~/.server/service-errors";

/** § 312k BGB: the cancellation page, open to everyone (decision 0022). */
export const loader = withErrorPages(async function loader({ request, context }: Route.LoaderArgs) {
  const { answer } = await wizardRequest(context, cancellationWizard).requireStep(request, "details");
  // The date picker offers today up to the latest desired end; the action checks the same bounds.
  const today = todayInGermany(requestOf({ context }).runtime.clock.now());
  return { prefill: answer ?? null, endBounds: requestedEndBounds(today) };
});

export const action = withErrorPages(async function action({ request, context }: Route.ActionArgs) {
  const wizard = wizardRequest(context, cancellationWizard);
  await wizard.requireStep(request, "details");
  const today = todayInGermany(requestOf({ context }).runtime.clock.now());
  const { formData, submission } = await parseForm(request, cancellationSchemaAt({ today: () => today }));
  if (submission.status !== "success") return invalid(submission);
  if (isHoneypotFilled(formData)) {
    // A bot: nothing is stored or sent; the receipt page has no receipt and sends it back to the form.
    logger.warn("cancellation honeypot filled; nothing stored");
    throw redirect(CANCEL_DONE_PATH);
  }
  return wizard.saveStep("details", submission.value, { extra: { receipt: undefined } });
});

export const meta = () => pageDescription("billing.cancel.description");

export default function Cancel({ loaderData, actionData }: Route.ComponentProps) {
  const form = useReplyForm(actionData, loaderData.prefill ?? undefined, "cancellation");
  const labels = {
    name: t("billing.cancel.name"),
    email: t("billing.cancel.email"),
    contractNumber: t("billing.cancel.contractNumber"),
    kind: t("billing.cancel.kind"),
    requestedEnd: t("billing.cancel.requestedEnd"),
    reason: t("billing.cancel.reason"),
  };
  return (
    <>
      <title>{errorTitle(t("shell.title", { page: t("billing.cancel.title") }), Boolean(actionData))}</title>
      <PageHeading lead={<p>{t("billing.cancel.lead")}</p>}>{t("billing.cancel.title")}</PageHeading>
      <Form method="post" {...form.props}>
        <ErrorSummary form={form} focusKey={actionData} labels={labels} />
        <TextField field={form.field("name")} label={labels.name} autoComplete="name" required />
        <EmailField field={form.field("email")} label={labels.email} required />
        <TextField
          field={form.field("contractNumber")}
          label={labels.contractNumber}
          hint={t("billing.cancel.contractNumber.hint")}
          inputMode="numeric"
          width="s"
          required
        />
        <RadioGroup
          field={form.field("kind")}
          legend={labels.kind}
          options={CANCELLATION_KINDS.map((value) => ({ value, label: t(`billing.cancel.kind.${value}`) }))}
          required
        />
        {/* A date input: a picker where the browser has one, a text field (TT.MM.JJJJ) where not. */}
        <DateField
          field={form.field("requestedEnd")}
          label={labels.requestedEnd}
          hint={t("billing.cancel.requestedEnd.hint")}
          min={loaderData.endBounds.min}
          max={loaderData.endBounds.max}
          autoComplete="off"
        />
        <TextArea
          field={form.field("reason")}
          label={labels.reason}
          hint={t("billing.cancel.reason.hint")}
          maxLength={CANCELLATION_REASON_MAX_LENGTH}
          rows={4}
        />
        <Honeypot />
        <Button type="submit">{t("billing.cancel.review")}</Button>
      </Form>
    </>
  );
}
