import { Link, href, redirect } from "react-router";
import { Banner } from "~/components/Banner";
import { PageHeading } from "~/components/PageHeading";
import { germanTime } from "~/.server/services/billing/cancellation";
import { wizardRequest } from "~/.server/wizard";
import { CANCEL_PATH, cancellationWizard, isReceipt } from "~/domain/billing/cancellation";
import { t } from "~/i18n";
import { formatViewDate } from "~/i18n/format";
import { pageTitle } from "~/meta";
import type { Route } from "./+types/kuendigen.eingegangen";
import { withErrorPages } from "~/.server/service-errors";

/**
 * The receipt after "jetzt kündigen": the same text whether a contract matched or not (decision 0022).
 * Without a receipt in the draft (a bot that filled the honeypot, an old link) it goes back to the form.
 */
export const loader = withErrorPages(async function loader({ context }: Route.LoaderArgs) {
  const draft = await wizardRequest(context, cancellationWizard).load();
  if (!isReceipt(draft.receipt)) throw redirect(CANCEL_PATH);
  const receivedAt = new Date(draft.receipt.receivedAt);
  return {
    date: formatViewDate(receivedAt),
    time: germanTime(receivedAt),
    email: draft.receipt.email,
  };
});

export const meta = () => pageTitle(t("billing.cancel.done.title"), false, "billing.cancel.description");

export default function CancelDone({ loaderData }: Route.ComponentProps) {
  const { date, time, email } = loaderData;
  return (
    <>
      <PageHeading>{t("billing.cancel.done.title")}</PageHeading>
      <Banner variant="success" title={t("billing.cancel.done.title")}>
        <p>{t("billing.cancel.done.text", { date, time, email })}</p>
      </Banner>
      <p>{t("billing.cancel.done.save")}</p>
      <p>
        <Link to={href("/")}>{t("billing.cancel.done.home")}</Link>
      </p>
    </>
  );
}
