import type { SubmissionResult } from "@conform-to/react";
import { data, Form, Link, redirect, href } from "react-router";
import { z } from "zod";
import { Banner } from "~/components/Banner";
import { Button } from "~/components/Button";
import { ErrorSummary, errorTitle } from "~/components/ErrorSummary";
import { PageHeading } from "~/components/PageHeading";
import { EmailField } from "~/components/FieldPresets";
import { VisuallyHidden } from "~/components/VisuallyHidden";
import { crmFor } from "~/.server/crm";
import { requestOf } from "~/.server/route-request";
import { opportunityProblems, type SalesforceAccount } from "~/.server/crm/port";
import { invalid, parseForm, reply, parseFields } from "~/.server/forms";
import { logger } from "~/.server/logger";
import { lookUpCustomer } from "~/.server/services/staff";
import { API_ERRORS } from "~/domain/errors";
import { emailField } from "~/domain/validation";
import { parseCustomerQuery } from "~/domain/backoffice/customers";
import { useReplyForm } from "~/reply-form";
import { t } from "~/i18n";
import type { Route } from "./+types/salesforce";
import { StaffErrorPage, staffErrorMeta } from "./error-page";
import styles from "./salesforce.module.css";
import { formatPhone } from "~/i18n/phone";
import { withErrorPages } from "~/.server/service-errors";

/** Any address the CRM may know: the login or the contact e-mail (admins use the alternate one). */
const lookupSchema = z.object({ email: emailField("plain") });

/** What names, addresses and numbers are written with; anything else ("<script>") stays a format error. */
const SEARCH_TEXT = /^[\p{L}\p{M}\p{N}\s.,'@_+#:-]+$/u;

/**
 * The CRM finds an account by a whole address only. A part of one, a name, a postal code or a contract number
 * (what the customer search reads, `parseCustomerQuery`) is no error: the page says so and links that search with
 * the text (decision 0096). Null when the text is no such search either (empty, too long, no letter or digit).
 */
function partialSearch(text: string | null): string | null {
  if (text === null || !SEARCH_TEXT.test(text)) return null;
  const parsed = parseCustomerQuery(text);
  return parsed.ok ? text.trim().replace(/\s+/g, " ") : null;
}

interface OpportunityView {
  id: string;
  provisionId: string | null;
  status: string;
  emailStatus: string;
  problems: string[];
}

interface AccountView {
  name: string;
  email: string | null;
  phone: string | null;
  street: string | null;
  place: string | null;
  noOpportunity: string | null;
  opportunities: OpportunityView[];
}

interface LookupData {
  email: string | null;
  /** A partial input: the text to search for in the customer search. */
  partial: string | null;
  lastResult: SubmissionResult<string[]> | null;
  account: AccountView | null;
  notFound: boolean;
  unavailable: boolean;
}

const STATUS_LABELS: Record<string, () => string> = {
  Open: () => t("staff.salesforce.status.open"),
  "Closed Won": () => t("staff.salesforce.status.closedWon"),
  "Closed Lost": () => t("staff.salesforce.status.closedLost"),
};

function accountView(account: SalesforceAccount): AccountView {
  const place = [account.address.code, account.address.city].filter(Boolean).join(" ");
  return {
    name: account.name,
    email: account.contact.email,
    phone: account.contact.phone ? formatPhone(account.contact.phone) : null,
    street: account.address.street,
    place: place || null,
    noOpportunity: account.opportunities.length === 0 ? t(API_ERRORS.noOpportunityFound) : null,
    opportunities: account.opportunities.map((opportunity) => ({
      id: opportunity.id,
      provisionId: opportunity.provisionId,
      status: STATUS_LABELS[opportunity.status]?.() ?? opportunity.status,
      emailStatus:
        opportunity.emailStatus === "CONFIRMED"
          ? t("staff.salesforce.emailStatus.confirmed")
          : t("staff.salesforce.emailStatus.notConfirmed"),
      problems: opportunityProblems(opportunity).map((code) => t(API_ERRORS[code])),
    })),
  };
}

const empty: LookupData = {
  email: null,
  partial: null,
  lastResult: null,
  account: null,
  notFound: false,
  unavailable: false,
};

/** The look-up result for `?email=…` (the form redirects here); every look-up is audited. */
export const loader = withErrorPages(async function loader({ request, context }: Route.LoaderArgs) {
  const { runtime, db, actor, ip } = requestOf({ request, context }, "staff");
  const params = new URL(request.url).searchParams;
  if (!params.has("email")) return data(empty);
  const submission = parseFields(params, lookupSchema);
  if (submission.status !== "success") {
    const partial = partialSearch(params.get("email"));
    if (partial !== null) return data({ ...empty, email: partial, partial });
    return data({ ...empty, email: params.get("email"), lastResult: reply(submission) }, { status: 400 });
  }
  const email = submission.value.email;
  try {
    const account = await lookUpCustomer(db, actor, { email }, { ip, crm: crmFor(runtime) });
    return data({ ...empty, email, account: account && accountView(account), notFound: account === null });
  } catch (error) {
    logger.error({ err: error }, "CRM look-up failed");
    return data({ ...empty, email, unavailable: true }, { status: 502 });
  }
});

export const action = withErrorPages(async function action({ request, context }: Route.ActionArgs) {
  requestOf({ request, context }, "staff");
  const { formData, submission } = await parseForm(request, lookupSchema);
  if (submission.status !== "success") {
    const typed = formData.get("email");
    const partial = partialSearch(typeof typed === "string" ? typed : null);
    if (partial === null) return invalid(submission);
    return redirect(`${href("/salesforce")}?email=${encodeURIComponent(partial)}`);
  }
  return redirect(`${href("/salesforce")}?email=${encodeURIComponent(submission.value.email)}`);
});

export const meta = ({ error }: Route.MetaArgs) => staffErrorMeta(error);

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StaffErrorPage error={error} />;
}

function Opportunity({
  opportunity,
  index,
  name,
}: {
  opportunity: OpportunityView;
  index: number;
  name: string;
}) {
  return (
    <li className={styles.opportunity}>
      <h4>{t("staff.salesforce.opportunity", { index })}</h4>
      <dl className={styles.facts}>
        <dt>{t("staff.salesforce.status")}</dt>
        <dd>{opportunity.status}</dd>
        <dt>{t("staff.salesforce.emailStatus")}</dt>
        <dd>{opportunity.emailStatus}</dd>
      </dl>
      {opportunity.problems.map((problem) => (
        <Banner key={problem} variant="warning" title={problem} />
      ))}
      {opportunity.provisionId ? (
        <Form
          method="post"
          action={href("/provisions/:provisionId", { provisionId: opportunity.provisionId })}
        >
          <Button type="submit">
            {t("staff.salesforce.open")}
            <VisuallyHidden> {t("staff.salesforce.openContext", { name, index })}</VisuallyHidden>
          </Button>
        </Form>
      ) : (
        <p>{t("staff.salesforce.noProvision")}</p>
      )}
    </li>
  );
}

function AccountDetails({ account }: { account: AccountView }) {
  const missing = t("staff.salesforce.missing");
  return (
    <section className={styles.account} aria-labelledby="staff-account">
      <h2 id="staff-account">{t("staff.salesforce.account", { name: account.name })}</h2>
      <dl className={styles.facts}>
        <dt>{t("staff.salesforce.name")}</dt>
        <dd>{account.name}</dd>
        <dt>{t("staff.salesforce.email.label")}</dt>
        <dd>{account.email ?? missing}</dd>
        <dt>{t("staff.salesforce.phone")}</dt>
        <dd>{account.phone ?? missing}</dd>
        <dt>{t("staff.salesforce.address")}</dt>
        <dd>
          {account.street || account.place ? (
            <>
              {account.street}
              {account.street && account.place ? <br /> : null}
              {account.place}
            </>
          ) : (
            missing
          )}
        </dd>
      </dl>
      <h3>{t("staff.salesforce.opportunities")}</h3>
      {account.noOpportunity ? (
        <Banner variant="error" title={account.noOpportunity} />
      ) : (
        <ol className={styles.opportunities}>
          {account.opportunities.map((opportunity, index) => (
            <Opportunity
              key={opportunity.id}
              opportunity={opportunity}
              index={index + 1}
              name={account.name}
            />
          ))}
        </ol>
      )}
    </section>
  );
}

/** The customer-care view (/salesforce: the account list with its opportunities). */
export default function Salesforce({ loaderData, actionData }: Route.ComponentProps) {
  const lastResult = actionData ?? loaderData.lastResult;
  const form = useReplyForm(lastResult, { email: loaderData.email ?? "" });
  const title = t("shell.title", { page: t("staff.salesforce.title") });
  return (
    <>
      <title>{errorTitle(title, form.status === "error" || loaderData.unavailable)}</title>
      <PageHeading lead={<p>{t("staff.salesforce.lead")}</p>}>{t("staff.salesforce.title")}</PageHeading>
      <Form method="post" {...form.props}>
        <ErrorSummary form={form} focusKey={lastResult} />
        <EmailField
          field={form.field("email")}
          label={t("staff.salesforce.email")}
          autoComplete="off"
          spellCheck={false}
          required
        />
        <Button type="submit">{t("staff.salesforce.submit")}</Button>
      </Form>
      {loaderData.unavailable ? <Banner variant="error" title={t("staff.salesforce.unavailable")} /> : null}
      {loaderData.partial ? (
        <Banner variant="info" title={t("staff.salesforce.partial.title", { text: loaderData.partial })}>
          <p>{t("staff.salesforce.partial.body")}</p>
          <p>
            <Link to={`${href("/backoffice/customers")}?q=${encodeURIComponent(loaderData.partial)}`}>
              {t("staff.salesforce.partial.link", { text: loaderData.partial })}
            </Link>
          </p>
        </Banner>
      ) : null}
      {loaderData.notFound ? (
        <Banner variant="info" title={t("staff.salesforce.notFound", { email: loaderData.email ?? "" })} />
      ) : null}
      {loaderData.account ? <AccountDetails account={loaderData.account} /> : null}
    </>
  );
}
