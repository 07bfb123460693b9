import type { ReactNode } from "react";
import { Form, href } from "react-router";
import { z } from "zod";
import { BackLink } from "~/components/BackLink";
import { Banner } from "~/components/Banner";
import { Button } from "~/components/Button";
import { Checkbox } from "~/components/Checkbox";
import { ErrorSummary, errorTitle } from "~/components/ErrorSummary";
import { PageHeading } from "~/components/PageHeading";
import { TextArea } from "~/components/TextArea";
import { TextField } from "~/components/TextField";
import { invalid, orFormError, parseFields } from "~/.server/forms";
import { readIntent } from "~/.server/intent";
import { requestOf } from "~/.server/route-request";
import { asPageFor, withErrorPages } from "~/.server/service-errors";
import {
  assertDeathStep,
  confirmDeath,
  readDeathReport,
  requestDeathRevocation,
  revokeDeath,
  setFuneralDate,
  withdrawDeath,
  type ConfirmOutcome,
} from "~/.server/services/backoffice/deaths";
import { readVersion } from "~/.server/services/provisions";
import { redirectWithToast } from "~/.server/toast";
import {
  CERTIFICATE_REFERENCE_MAX_LENGTH,
  confirmDeathSchema,
  funeralDateSchema,
  REGISTRY_OFFICE_MAX_LENGTH,
  WITHDRAW_REASON_MAX_LENGTH,
  withdrawDeathSchema,
} from "~/domain/validation/after-death";
import { formatPhone } from "~/i18n/phone";
import { t } from "~/i18n";
import { formatViewDate } from "~/i18n/format";
import { resultForIntent, useReplyForm } from "~/reply-form";
import type { Route } from "./+types/$reportId";
import styles from "./deaths.module.css";

const LIST = href("/backoffice/deaths");
const INTENTS = ["confirm", "withdraw", "funeral", "revokeRequest", "revoke"] as const;
/** The step behind each form's intent. */
const STEP_OF = {
  confirm: "confirm",
  withdraw: "withdraw",
  funeral: "setFuneralDate",
  revokeRequest: "requestRevocation",
  revoke: "revoke",
} as const;

const dateOf = (value: Date | string | null) => (value ? formatViewDate(value) : null);

/** /backoffice/deaths/:reportId: the report with who did what when, and the steps this staff member may take. */
export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { db, actor, ip } = requestOf(args, "staff");
  const view = await readDeathReport(db, actor, { reportId: args.params.reportId }, { ip });
  const { report } = view;
  return {
    id: report.id,
    provisionId: report.provisionId,
    version: report.version,
    status: report.status,
    customerName: view.customerName,
    number: view.number,
    reporter: {
      name: report.reporterName,
      relation: report.reporterRelation,
      contact: report.reporterContact,
    },
    dateOfDeath: formatViewDate(report.dateOfDeath),
    certificateReference: report.certificateReference,
    registryOffice: report.registryOffice,
    funeralDate: dateOf(report.funeralDate),
    history: {
      reported: { at: dateOf(report.reportedAt), by: view.by.reported },
      confirmed: report.confirmedAt ? { at: dateOf(report.confirmedAt), by: view.by.confirmed } : null,
      withdrawn: report.withdrawnAt
        ? { at: dateOf(report.withdrawnAt), by: view.by.withdrawn, reason: report.withdrawReason ?? "" }
        : null,
      funeralDate: report.funeralDateSetAt
        ? { at: dateOf(report.funeralDateSetAt), by: view.by.funeralDate }
        : null,
      revocationRequested: report.revocationRequestedAt
        ? {
            at: dateOf(report.revocationRequestedAt),
            by: view.by.revocationRequested,
            reason: report.revocationReason ?? "",
          }
        : null,
    },
    trustedPerson: view.trustedPerson,
    trustedPersonMailedAt: dateOf(report.trustedPersonMailedAt),
    letters: view.letters,
    steps: view.steps,
    ownReport: report.reportedBy === actor.userId,
    // The undertaker's PDFs are the held provision's documents (their routes check it); else open it first.
    holding: actor.heldProvisionId === report.provisionId,
  };
});

/** The toast after a confirmation: the plan is frozen, and whether the trusted person was told or must be called. */
function confirmedMessage({ trustedPersonMailed, trustedPerson }: ConfirmOutcome): string {
  const person = !trustedPerson
    ? t("backoffice.deaths.confirmed.noTrustedPerson")
    : trustedPersonMailed
      ? t("backoffice.deaths.confirmed.mailed", { name: trustedPerson.name })
      : t("backoffice.deaths.confirmed.call", {
          name: trustedPerson.name,
          phone: formatPhone(trustedPerson.phone),
        });
  return `${t("backoffice.deaths.confirmed")} ${person}`;
}

/**
 * `confirm` (admins, not the reporter), `withdraw` (with a reason) and `funeral` (the funeral date). Each form
 * carries the report's version; a refusal comes back as the form's German message with its 4xx status.
 */
export const action = withErrorPages(async (args: Route.ActionArgs) => {
  const { db, actor, ip, session, runtime, config } = requestOf(args, "staff");
  const { intent, form } = await readIntent(args.request, INTENTS);
  const reportId = args.params.reportId;
  const version = readVersion(form);
  const now = runtime.clock.now();
  const here = href("/backoffice/deaths/:reportId", { reportId });
  /** An admin-only step's form with bad fields: the step's own refusal first (customer care: 404), else the fields. */
  const refusedOrInvalid = async (
    submission: Parameters<typeof invalid>[0],
    step: "confirm" | "requestRevocation",
  ) => {
    const allowed = await orFormError(submission, () =>
      assertDeathStep(db, actor, step, { reportId }, { ip }).catch(asPageFor(["notFound"])),
    );
    return allowed.ok ? invalid(submission) : allowed.reply;
  };
  // An admin-only step refused to customer care is the plain 404 page, not a form message.
  if (intent === "confirm") {
    const submission = parseFields(form, confirmDeathSchema);
    if (submission.status !== "success") return refusedOrInvalid(submission, "confirm");
    const { registryOffice, registerNumber, certificateDate } = submission.value;
    const done = await orFormError(submission, () =>
      confirmDeath(
        db,
        actor,
        { reportId, version, registryOffice, registerNumber, certificateDate },
        { ip, now, config },
      ).catch(asPageFor(["notFound"])),
    );
    if (!done.ok) return done.reply;
    return redirectWithToast(here, session, { kind: "success", message: confirmedMessage(done.value) });
  }
  if (intent === "revokeRequest") {
    const submission = parseFields(form, withdrawDeathSchema);
    if (submission.status !== "success") return refusedOrInvalid(submission, "requestRevocation");
    const done = await orFormError(submission, () =>
      requestDeathRevocation(
        db,
        actor,
        { reportId, version, reason: submission.value.reason },
        { ip, now },
      ).catch(asPageFor(["notFound"])),
    );
    if (!done.ok) return done.reply;
    return redirectWithToast(here, session, {
      kind: "success",
      message: t("backoffice.deaths.revokeRequested"),
    });
  }
  if (intent === "revoke") {
    const submission = parseFields(form, z.object({}));
    const done = await orFormError(submission, () =>
      revokeDeath(db, actor, { reportId, version }, { ip, now, config }).catch(asPageFor(["notFound"])),
    );
    if (!done.ok) return done.reply;
    const { trustedPersonMailed, paypalEnded } = done.value;
    const message = [
      t("backoffice.deaths.revoked"),
      ...(trustedPersonMailed ? [t("backoffice.deaths.revoked.mailed")] : []),
      ...(paypalEnded > 0 ? [t("backoffice.deaths.revoked.paypal", { count: paypalEnded })] : []),
    ].join(" ");
    return redirectWithToast(here, session, { kind: "success", message });
  }
  if (intent === "withdraw") {
    const submission = parseFields(form, withdrawDeathSchema);
    if (submission.status !== "success") return invalid(submission);
    const done = await orFormError(submission, () =>
      withdrawDeath(db, actor, { reportId, version, reason: submission.value.reason }, { ip, now }).catch(
        asPageFor(["notFound"]),
      ),
    );
    if (!done.ok) return done.reply;
    return redirectWithToast(here, session, { kind: "success", message: t("backoffice.deaths.withdrawn") });
  }
  const submission = parseFields(form, funeralDateSchema);
  if (submission.status !== "success") return invalid(submission);
  const done = await orFormError(submission, () =>
    setFuneralDate(
      db,
      actor,
      { reportId, version, funeralDate: submission.value.funeralDate },
      { ip, now },
    ).catch(asPageFor(["notFound"])),
  );
  if (!done.ok) return done.reply;
  return redirectWithToast(here, session, {
    kind: "success",
    message: t("backoffice.deaths.funeral.saved", { scheduled: done.value.scheduled }),
  });
});

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

type Data = Route.ComponentProps["loaderData"];

function Facts({ data }: { data: Data }) {
  const { reporter, trustedPerson, letters } = data;
  return (
    <section aria-labelledby="death-facts">
      <h2 id="death-facts">{t("backoffice.deaths.detail.facts")}</h2>
      <dl className={styles.facts}>
        <Fact term={t("backoffice.deaths.detail.customer")}>{data.customerName}</Fact>
        <Fact term={t("backoffice.deaths.detail.number")}>{data.number}</Fact>
        <Fact term={t("backoffice.deaths.detail.status")}>
          {t(`backoffice.deaths.status.${data.status}`)}
        </Fact>
        <Fact term={t("backoffice.deaths.detail.reporter")}>
          {t("backoffice.deaths.detail.reporterValue", { ...reporter })}
        </Fact>
        <Fact term={t("backoffice.deaths.detail.dateOfDeath")}>{data.dateOfDeath}</Fact>
        <Fact term={t("backoffice.deaths.detail.certificate")}>{data.certificateReference}</Fact>
        {data.registryOffice ? (
          <Fact term={t("backoffice.deaths.detail.registryOffice")}>{data.registryOffice}</Fact>
        ) : null}
        <Fact term={t("backoffice.deaths.detail.funeralDate")}>
          {data.funeralDate ?? t("backoffice.deaths.detail.funeralDate.none")}
        </Fact>
        <Fact term={t("backoffice.deaths.detail.trustedPerson")}>
          {trustedPerson ? (
            <>
              {t("backoffice.deaths.detail.trustedPersonValue", {
                name: trustedPerson.name,
                phone: formatPhone(trustedPerson.phone),
              })}
              {data.status === "confirmed"
                ? data.trustedPersonMailedAt
                  ? `, ${t("backoffice.deaths.detail.trustedPerson.mailed", { at: data.trustedPersonMailedAt })}`
                  : `, ${t("backoffice.deaths.detail.trustedPerson.call")}`
                : null}
            </>
          ) : (
            t("backoffice.deaths.detail.trustedPerson.none")
          )}
        </Fact>
        {data.status === "confirmed" ? (
          <Fact term={t("backoffice.deaths.detail.letters")}>
            {t("backoffice.deaths.detail.lettersValue", { ...letters })}
          </Fact>
        ) : null}
      </dl>
    </section>
  );
}

function History({ history }: { history: Data["history"] }) {
  const who = (by: string | null) => by ?? t("backoffice.deaths.detail.unknownStaff");
  return (
    <section aria-labelledby="death-history">
      <h2 id="death-history">{t("backoffice.deaths.detail.history")}</h2>
      <ul>
        <li>
          {t("backoffice.deaths.detail.step.reported", {
            at: history.reported.at ?? "",
            by: who(history.reported.by),
          })}
        </li>
        {history.confirmed ? (
          <li>
            {t("backoffice.deaths.detail.step.confirmed", {
              at: history.confirmed.at ?? "",
              by: who(history.confirmed.by),
            })}
          </li>
        ) : null}
        {history.revocationRequested ? (
          <li>
            {t("backoffice.deaths.detail.step.revocationRequested", {
              at: history.revocationRequested.at ?? "",
              by: who(history.revocationRequested.by),
              reason: history.revocationRequested.reason,
            })}
          </li>
        ) : null}
        {history.withdrawn ? (
          <li>
            {t("backoffice.deaths.detail.step.withdrawn", {
              at: history.withdrawn.at ?? "",
              by: who(history.withdrawn.by),
              reason: history.withdrawn.reason,
            })}
          </li>
        ) : null}
        {history.funeralDate ? (
          <li>
            {t("backoffice.deaths.detail.step.funeralDate", {
              at: history.funeralDate.at ?? "",
              by: who(history.funeralDate.by),
            })}
          </li>
        ) : null}
      </ul>
    </section>
  );
}

/** One step's section: heading, explanation, its own form with the report's version and the error summary. */
function StepForm({
  intent,
  version,
  actionData,
  labels = {},
  defaults,
  text,
  children,
}: {
  intent: (typeof INTENTS)[number];
  version: number;
  actionData: Route.ComponentProps["actionData"];
  labels?: Record<string, string>;
  defaults?: Record<string, unknown>;
  /** The explanation, when it names who did what (else the step's fixed text). */
  text?: string;
  children?: (form: ReturnType<typeof useReplyForm>) => ReactNode;
}) {
  const result = resultForIntent(actionData, intent);
  const form = useReplyForm(result, defaults, `death-${intent}`);
  return (
    <section aria-labelledby={`death-${intent}-title`} className={styles.step}>
      <h2 id={`death-${intent}-title`}>{t(`backoffice.deaths.${intent}.title`)}</h2>
      <p>{text ?? t(`backoffice.deaths.${intent}.text`)}</p>
      <Form method="post" {...form.props}>
        <ErrorSummary form={form} focusKey={result} labels={labels} />
        <input type="hidden" name="version" value={version} />
        {children?.(form)}
        <Button type="submit" name="intent" value={intent}>
          {t(`backoffice.deaths.${intent}.submit`)}
        </Button>
      </Form>
    </section>
  );
}

/** A step that needs only a reason: withdrawing a report, asking to take a confirmation back. */
function ReasonStep(props: {
  intent: "withdraw" | "revokeRequest";
  version: number;
  actionData: Route.ComponentProps["actionData"];
}) {
  return (
    <StepForm {...props} labels={{ reason: t("backoffice.deaths.field.reason") }}>
      {(form) => (
        <TextArea
          field={form.field("reason")}
          label={t("backoffice.deaths.field.reason")}
          maxLength={WITHDRAW_REASON_MAX_LENGTH}
          required
        />
      )}
    </StepForm>
  );
}

/** A step's section without a form: why it cannot be taken now. */
function StepNote({ intent, children }: { intent: "funeral" | "revoke"; children: ReactNode }) {
  return (
    <section aria-labelledby={`death-${intent}-title`} className={styles.step}>
      <h2 id={`death-${intent}-title`}>{t(`backoffice.deaths.${intent}.title`)}</h2>
      <p>{children}</p>
    </section>
  );
}

/** Who asked to take a confirmation back, when and why, for the sentences that name it. */
const revocation = (asked: NonNullable<Data["history"]["revocationRequested"]>) => ({
  at: asked.at ?? "",
  by: asked.by ?? t("backoffice.deaths.detail.unknownStaff"),
  reason: asked.reason,
});

function Undertaker({ provisionId, holding }: { provisionId: string; holding: boolean }) {
  return (
    <section aria-labelledby="death-undertaker" className={styles.step}>
      <h2 id="death-undertaker">{t("backoffice.deaths.undertaker.title")}</h2>
      {holding ? (
        <ul>
          <li>
            <a href={href("/pdf/provision/:provisionId", { provisionId })}>
              {t("backoffice.deaths.undertaker.summary")}
            </a>
          </li>
          <li>
            <a href={href("/pdf/provision/:provisionId/bestattungsverfuegung", { provisionId })}>
              {t("backoffice.deaths.undertaker.disposition")}
            </a>
          </li>
        </ul>
      ) : (
        <>
          <p>{t("backoffice.deaths.undertaker.open")}</p>
          <p>
            <a href={href("/provisions/:provisionId", { provisionId })}>
              {t("backoffice.deaths.undertaker.openLink")}
            </a>
          </p>
        </>
      )}
    </section>
  );
}

export default function DeathReportPage({ loaderData, actionData }: Route.ComponentProps) {
  const data = loaderData;
  const title = t("backoffice.deaths.detail.title", { name: data.customerName });
  const can = (step: (typeof data.steps)[number]) => data.steps.includes(step);
  // A refused step whose form the page no longer shows (another admin confirmed a moment earlier, the
  // reporter posted a confirmation): its message goes above the report instead.
  const posted = (actionData?.initialValue as Record<string, unknown> | undefined)?.intent;
  const postedIntent = INTENTS.find((intent) => intent === posted);
  const orphaned =
    postedIntent && !can(STEP_OF[postedIntent]) ? Object.values(actionData?.error ?? {}).flat() : [];
  return (
    <>
      <title>{errorTitle(t("shell.title", { page: title }), Boolean(actionData))}</title>
      <BackLink to={LIST}>{t("backoffice.deaths.back")}</BackLink>
      <PageHeading kicker={t("backoffice.deaths.title")}>{title}</PageHeading>
      {orphaned.length > 0 ? (
        <Banner variant="error">
          {orphaned.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </Banner>
      ) : null}
      {data.status === "reported" ? (
        <Banner>
          <p>
            {t(data.ownReport ? "backoffice.deaths.detail.ownReport" : "backoffice.deaths.detail.awaiting")}
          </p>
        </Banner>
      ) : null}
      <Facts data={data} />
      <History history={data.history} />
      {can("confirm") ? (
        <StepForm
          intent="confirm"
          version={data.version}
          actionData={actionData}
          labels={{
            registryOffice: t("backoffice.deaths.field.registryOffice"),
            registerNumber: t("backoffice.deaths.field.registerNumber"),
            certificateDate: t("backoffice.deaths.field.certificateDate"),
            seen: t("backoffice.deaths.field.seen.short"),
          }}
        >
          {(form) => (
            <>
              <TextField
                field={form.field("registryOffice")}
                label={t("backoffice.deaths.field.registryOffice")}
                hint={t("backoffice.deaths.field.registryOffice.hint")}
                maxLength={REGISTRY_OFFICE_MAX_LENGTH}
                autoComplete="off"
                required
              />
              <TextField
                field={form.field("registerNumber")}
                label={t("backoffice.deaths.field.registerNumber")}
                hint={t("backoffice.deaths.field.registerNumber.hint")}
                maxLength={CERTIFICATE_REFERENCE_MAX_LENGTH}
                autoComplete="off"
                width="m"
                required
              />
              <TextField
                field={form.field("certificateDate")}
                label={t("backoffice.deaths.field.certificateDate")}
                hint={t("backoffice.deaths.field.date.hint")}
                autoComplete="off"
                inputMode="numeric"
                width="m"
                required
              />
              <Checkbox field={form.field("seen")} label={t("backoffice.deaths.field.seen")} required />
            </>
          )}
        </StepForm>
      ) : null}
      {can("withdraw") ? (
        <ReasonStep intent="withdraw" version={data.version} actionData={actionData} />
      ) : null}
      {data.status === "confirmed" ? (
        can("setFuneralDate") ? (
          <StepForm
            intent="funeral"
            version={data.version}
            actionData={actionData}
            labels={{ funeralDate: t("backoffice.deaths.field.funeralDate") }}
            defaults={{ funeralDate: data.funeralDate ?? "" }}
          >
            {(form) => (
              <TextField
                field={form.field("funeralDate")}
                label={t("backoffice.deaths.field.funeralDate")}
                hint={t("backoffice.deaths.field.date.hint")}
                autoComplete="off"
                inputMode="numeric"
                width="m"
                required
              />
            )}
          </StepForm>
        ) : (
          <StepNote intent="funeral">
            {t(
              data.history.revocationRequested
                ? "backoffice.deaths.funeral.revocationPending"
                : "backoffice.deaths.funeral.locked",
            )}
          </StepNote>
        )
      ) : null}
      {can("requestRevocation") ? (
        <ReasonStep intent="revokeRequest" version={data.version} actionData={actionData} />
      ) : null}
      {data.status === "confirmed" && data.history.revocationRequested ? (
        can("revoke") ? (
          <StepForm
            intent="revoke"
            version={data.version}
            actionData={actionData}
            text={t("backoffice.deaths.revoke.text", revocation(data.history.revocationRequested))}
          />
        ) : (
          <StepNote intent="revoke">
            {t("backoffice.deaths.revoke.waiting", revocation(data.history.revocationRequested))}
          </StepNote>
        )
      ) : null}
      {data.status === "confirmed" ? (
        <Undertaker provisionId={data.provisionId} holding={data.holding} />
      ) : null}
    </>
  );
}
