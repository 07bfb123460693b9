import { Form, href } from "react-router";
import { BackLink } from "~/components/BackLink";
import { Button } from "~/components/Button";
import { Checkbox } from "~/components/Checkbox";
import { ErrorSummary, errorTitle } from "~/components/ErrorSummary";
import { PageHeading } from "~/components/PageHeading";
import { DateField } from "~/components/FieldPresets";
import { invalid, orFormError, parseFields } from "~/.server/forms";
import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import {
  markLetterReturned,
  markLetterSent,
  readLetterDispatch,
  type DispatchEntry,
} from "~/.server/services/after-death/dispatch-list";
import { readVersion } from "~/.server/services/provisions";
import { redirectWithToast } from "~/.server/toast";
import { calendarDateInGermany } from "~/domain/dates";
import { markReturnedSchema, markSentSchema } from "~/domain/validation/letter-dispatch";
import { LETTER_RETURN_REASONS } from "~/domain/letters/dispatch-list";
import { RadioGroup } from "~/components/RadioGroup";
import { t } from "~/i18n";
import { formatViewDate } from "~/i18n/format";
import { useReplyForm } from "~/reply-form";
import type { Route } from "./+types/$letterId";
import styles from "./letters.module.css";
import { PrintLink } from "./print-link";
import { dispatchRuleText } from "./rule-text";
import { badRequest, readForm } from "~/.server/intent";

const LIST = href("/backoffice/letters");

/**
 * /backoffice/letters/:letterId (decisions 0064, 0096): one letter of the dispatch list — to whom, from whom, when
 * and why then — with the print link and "Als versendet markieren" (the posting day, default today; the optional
 * e-mail notice only when the recipient has an address); once sent, "Rücklauf erfassen" (the day it came back,
 * default today, and why). A letter not on the list → 404. Customer care and admins.
 */
export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { db, actor, runtime } = requestOf(args, "staff");
  const entry = await readLetterDispatch(db, actor, { letterId: args.params.letterId });
  const name = entry.recipientName || t("backoffice.letters.noName");
  return {
    letterId: entry.letterId,
    name,
    place: entry.recipientPlace,
    email: entry.recipientEmail,
    customer: t("backoffice.letters.customer", {
      name: entry.customerName || t("backoffice.letters.noName"),
      number: String(entry.contractNumber),
    }),
    customerName: entry.customerName,
    funeral: entry.funeralDate ? formatViewDate(entry.funeralDate) : null,
    dueOn: formatViewDate(entry.dueOn),
    rule: dispatchRuleText(entry),
    sentOn: entry.sentOn ? formatViewDate(entry.sentOn) : null,
    returned: returnedText(entry),
    version: entry.version,
    prefill: {
      sentOn: calendarDateInGermany(runtime.clock.now()),
      notifyRecipient: "",
      returnedOn: calendarDateInGermany(runtime.clock.now()),
      reason: "",
    },
  };
});

/** A returned letter's Rücklauf in words ("Rücklauf am 02.06.2030: Annahme verweigert"); null otherwise. */
function returnedText(entry: DispatchEntry): string | null {
  if (!entry.returnedOn || !entry.returnReason) return null;
  return t("backoffice.letters.status.returned", {
    date: formatViewDate(entry.returnedOn),
    reason: t(`backoffice.letters.returnReason.${entry.returnReason}`),
  });
}

/**
 * Marks the letter sent, or (`intent=returned`) records its Rücklauf. Bad input (no date, a day in the future or
 * before the funeral or the posting, an unknown reason) → the German message at the field, 400; already sent or
 * returned, not sent yet → 409 with the message (a second marking audited by the service); another version → 409.
 */
export const action = withErrorPages(async (args: Route.ActionArgs) => {
  const { db, actor, ip, runtime, session } = requestOf(args, "staff");
  const now = runtime.clock.now();
  const entry = await readLetterDispatch(db, actor, { letterId: args.params.letterId });
  const formData = await readForm(args.request);
  const intent = formData.get("intent");
  if (intent === "returned") {
    const returned = parseFields(
      formData,
      markReturnedSchema({
        today: calendarDateInGermany(now),
        sentOn: entry.sentOn ?? calendarDateInGermany(now),
      }),
    );
    if (returned.status !== "success") return invalid(returned);
    const marked = await orFormError(returned, () =>
      markLetterReturned(
        db,
        actor,
        { letterId: entry.letterId, ...returned.value },
        { expectedVersion: readVersion(formData), now, ip },
      ),
    );
    if (!marked.ok) return marked.reply;
    return redirectWithToast(LIST, session, {
      kind: "success",
      message: t("backoffice.letters.returnedToast", {
        name: entry.recipientName || t("backoffice.letters.noName"),
      }),
    });
  }
  if (intent !== null) badRequest();
  const submission = parseFields(
    formData,
    markSentSchema({ today: calendarDateInGermany(now), funeralDate: entry.funeralDate }),
  );
  if (submission.status !== "success") return invalid(submission);
  const marked = await orFormError(submission, () =>
    markLetterSent(
      db,
      actor,
      { letterId: entry.letterId, ...submission.value },
      { expectedVersion: readVersion(formData), now, ip, config: runtime.config },
    ),
  );
  if (!marked.ok) return marked.reply;
  const name = entry.recipientName || t("backoffice.letters.noName");
  return redirectWithToast(LIST, session, {
    kind: "success",
    message: t(
      marked.value.noticeQueued ? "backoffice.letters.markedNotified" : "backoffice.letters.marked",
      {
        name,
      },
    ),
  });
});

export default function LetterDispatch({ loaderData, actionData }: Route.ComponentProps) {
  const data = loaderData;
  const form = useReplyForm(actionData, data.prefill);
  const title = t("backoffice.letters.detail.title", { name: data.name });
  const labels = {
    sentOn: t("backoffice.letters.field.sentOn"),
    notifyRecipient: t("backoffice.letters.field.notifyRecipient"),
    returnedOn: t("backoffice.letters.field.returnedOn"),
    reason: t("backoffice.letters.field.reason"),
  };
  return (
    <>
      <title>{errorTitle(t("shell.title", { page: title }), Boolean(actionData))}</title>
      <BackLink to={LIST}>{t("backoffice.letters.back")}</BackLink>
      <PageHeading kicker={t("backoffice.letters.title")}>{title}</PageHeading>
      <dl className={styles.facts}>
        <dt>{t("backoffice.letters.detail.recipient")}</dt>
        <dd>{[data.name, data.place].filter(Boolean).join(", ")}</dd>
        <dt>{t("backoffice.letters.detail.customer")}</dt>
        <dd>{data.customer}</dd>
        <dt>{t("backoffice.letters.detail.funeral")}</dt>
        <dd>{data.funeral ?? t("backoffice.letters.detail.unknown")}</dd>
        <dt>{t("backoffice.letters.detail.dueOn")}</dt>
        <dd>{data.dueOn}</dd>
        <dt>{t("backoffice.letters.detail.rule")}</dt>
        <dd>{data.rule}</dd>
        {data.sentOn ? (
          <>
            <dt>{t("backoffice.letters.detail.sentOn")}</dt>
            <dd>{data.sentOn}</dd>
          </>
        ) : null}
        {data.returned ? (
          <>
            <dt>{t("backoffice.letters.detail.returned")}</dt>
            <dd>{data.returned}</dd>
          </>
        ) : null}
      </dl>
      <p>{t("backoffice.letters.detail.print")}</p>
      <p>
        <PrintLink letterId={data.letterId} name={data.name} />
      </p>
      {data.sentOn ? (
        <>
          <p>{t("backoffice.letters.detail.sent", { date: data.sentOn })}</p>
          {data.returned ? null : (
            <section aria-labelledby="mark-returned">
              <h2 id="mark-returned">{t("backoffice.letters.return.heading")}</h2>
              <p>{t("backoffice.letters.return.lead")}</p>
              <Form method="post" {...form.props}>
                <ErrorSummary form={form} focusKey={actionData} labels={labels} />
                <input type="hidden" name="version" value={data.version} />
                <input type="hidden" name="intent" value="returned" />
                <DateField
                  field={form.field("returnedOn")}
                  label={labels.returnedOn}
                  hint={t("backoffice.letters.field.returnedOn.hint")}
                  required
                />
                <RadioGroup
                  field={form.field("reason")}
                  legend={labels.reason}
                  options={LETTER_RETURN_REASONS.map((value) => ({
                    value,
                    label: t(`backoffice.letters.returnReason.${value}`),
                  }))}
                  required
                />
                <Button type="submit">{t("backoffice.letters.return")}</Button>
              </Form>
            </section>
          )}
        </>
      ) : (
        <section aria-labelledby="mark-sent">
          <h2 id="mark-sent">{t("backoffice.letters.mark.heading")}</h2>
          <Form method="post" {...form.props}>
            <ErrorSummary form={form} focusKey={actionData} labels={labels} />
            <input type="hidden" name="version" value={data.version} />
            <DateField
              field={form.field("sentOn")}
              label={labels.sentOn}
              hint={t("backoffice.letters.field.sentOn.hint")}
              required
            />
            {data.email ? (
              <Checkbox
                field={form.field("notifyRecipient")}
                label={labels.notifyRecipient}
                hint={t("backoffice.letters.field.notifyRecipient.hint", {
                  email: data.email,
                  customer: data.customerName || t("backoffice.letters.noName"),
                })}
              />
            ) : null}
            <Button type="submit">{t("backoffice.letters.mark")}</Button>
          </Form>
        </section>
      )}
    </>
  );
}
