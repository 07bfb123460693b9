import { Form, href } from "react-router";
import { BackLink } from "~/components/BackLink";
import { Banner } from "~/components/Banner";
import { Button } from "~/components/Button";
import { ErrorSummary, errorTitle } from "~/components/ErrorSummary";
import { PageHeading } from "~/components/PageHeading";
import { TextField } from "~/components/TextField";
import { invalid, orFormError, parseForm } from "~/.server/forms";
import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import { currentDeathReport, reportDeath } from "~/.server/services/backoffice/deaths";
import { findProvision } from "~/.server/services/provisions";
import { redirectWithToast } from "~/.server/toast";
import {
  CERTIFICATE_REFERENCE_MAX_LENGTH,
  REPORTER_CONTACT_MAX_LENGTH,
  REPORTER_RELATION_MAX_LENGTH,
  reportDeathSchema,
} from "~/domain/validation/after-death";
import { NAME_MAX_LENGTH } from "~/domain/validation/fields";
import { t, type MessageKey } from "~/i18n";
import { useReplyForm } from "~/reply-form";
import type { Route } from "./+types/report";

const LIST = href("/backoffice/deaths");

const FIELDS = [
  "reporterName",
  "reporterRelation",
  "reporterContact",
  "dateOfDeath",
  "certificateReference",
] as const;
type FieldName = (typeof FIELDS)[number];
const label = (name: FieldName) => t(`backoffice.deaths.field.${name}`);

/** Each field's limit, hint and width (the order is FIELDS'). */
const FIELD_SHAPES: Record<FieldName, { max?: number; hint?: MessageKey; width?: "m"; numeric?: boolean }> = {
  reporterName: { max: NAME_MAX_LENGTH },
  reporterRelation: {
    max: REPORTER_RELATION_MAX_LENGTH,
    hint: "backoffice.deaths.field.reporterRelation.hint",
    width: "m",
  },
  reporterContact: { max: REPORTER_CONTACT_MAX_LENGTH },
  dateOfDeath: { hint: "backoffice.deaths.field.date.hint", width: "m", numeric: true },
  certificateReference: {
    max: CERTIFICATE_REFERENCE_MAX_LENGTH,
    hint: "backoffice.deaths.field.certificateReference.hint",
  },
};

/**
 * /backoffice/deaths/report: the form for the provision the staff member holds (read with the provision
 * access, so the read is audited). Holding none: the page says so and links to the customer search.
 */
export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { db, actor, ip } = requestOf(args, "staff");
  const provision = actor.heldProvisionId ? await findProvision(db, actor, { ip }) : null;
  if (!provision) return { held: null };
  const existing = await currentDeathReport(db, actor, provision.id);
  return {
    held: {
      name: [provision.firstname, provision.lastname].filter(Boolean).join(" "),
      number: provision.number,
      frozen: provision.frozenAt !== null,
      existingId: existing?.id ?? null,
    },
  };
});

/** Records the report; bad input → the German message at the field, 4xx, nothing stored. */
export const action = withErrorPages(async (args: Route.ActionArgs) => {
  const { db, actor, ip, session, runtime } = requestOf(args, "staff");
  const { submission } = await parseForm(args.request, reportDeathSchema);
  if (submission.status !== "success") return invalid(submission);
  const reported = await orFormError(submission, () =>
    reportDeath(db, actor, submission.value, { ip, now: runtime.clock.now() }),
  );
  if (!reported.ok) return reported.reply;
  return redirectWithToast(href("/backoffice/deaths/:reportId", { reportId: reported.value.id }), session, {
    kind: "success",
    message: t("backoffice.deaths.reported"),
  });
});

export default function ReportDeath({ loaderData, actionData }: Route.ComponentProps) {
  const { held } = loaderData;
  const form = useReplyForm(actionData);
  const title = t("backoffice.deaths.report.title");
  return (
    <>
      <title>{errorTitle(t("shell.title", { page: title }), Boolean(actionData))}</title>
      <BackLink to={LIST}>{t("backoffice.deaths.back")}</BackLink>
      <PageHeading
        kicker={t("backoffice.deaths.title")}
        lead={
          held ? (
            <>
              <p>{t("backoffice.deaths.report.for", { name: held.name, number: String(held.number) })}</p>
              <p>{t("backoffice.deaths.report.lead")}</p>
            </>
          ) : undefined
        }
      >
        {title}
      </PageHeading>
      {!held ? (
        <Banner action={{ href: href("/backoffice/customers"), label: t("backoffice.deaths.report.search") }}>
          <p>{t("backoffice.deaths.report.noProvision")}</p>
        </Banner>
      ) : held.existingId ? (
        <Banner
          action={{
            href: href("/backoffice/deaths/:reportId", { reportId: held.existingId }),
            label: t("backoffice.deaths.report.existingLink"),
          }}
        >
          <p>{t("backoffice.deaths.report.existing")}</p>
        </Banner>
      ) : held.frozen ? (
        <Banner>
          <p>{t("backoffice.deaths.report.frozen")}</p>
        </Banner>
      ) : (
        <Form method="post" {...form.props}>
          <ErrorSummary
            form={form}
            focusKey={actionData}
            labels={Object.fromEntries(FIELDS.map((name) => [name, label(name)]))}
          />
          {FIELDS.map((name) => (
            <TextField
              key={name}
              field={form.field(name)}
              label={label(name)}
              hint={FIELD_SHAPES[name].hint ? t(FIELD_SHAPES[name].hint) : undefined}
              autoComplete="off"
              required
              maxLength={FIELD_SHAPES[name].max}
              inputMode={FIELD_SHAPES[name].numeric ? "numeric" : undefined}
              width={FIELD_SHAPES[name].width}
            />
          ))}
          <Button type="submit">{t("backoffice.deaths.report")}</Button>
        </Form>
      )}
    </>
  );
}
