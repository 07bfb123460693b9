import { Button, ButtonLink } from "~/components/Button";
import { WholeEurosField } from "./insurance-fields";
import { invalid, parseForm } from "~/.server/forms";
import { withErrorPages } from "~/.server/service-errors";
import { saveTrustDeposit } from "~/.server/services/finance";
import { redirectWithToast } from "~/.server/toast";
import { TRUST_ACCOUNT_FEE_CENTS } from "~/domain/finance/constants";
import { wholeEuros } from "~/domain/money";
import { trustDepositSchema } from "~/domain/validation/finance";
import { BURIAL_FUND_WIZARD_PATHS, TRUST_CONTRACT_PATH } from "~/domain/finance/wizard-paths";
import { formatCents } from "~/i18n/currency";
import { t } from "~/i18n";
import { financePage } from "./finance-page";
import { WizardPage } from "~/components/WizardPage";
import { tariffStep } from "./tariff-wizard.server";
import { useReplyForm } from "~/reply-form";
import type { Route } from "./+types/tariff.treuhand";
import { href } from "react-router";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/finance"));

export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { provision, gap, step, total } = await tariffStep({ request, context }, "treuhand");
  const depositCents = provision.trustDepositCents;
  const suggested = depositCents > 0 ? depositCents : gap.gapCents;
  return { depositCents, defaults: { trustDeposit: String(wholeEuros(suggested, "up")) }, step, total };
});

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { db, actor, ip, session } = await tariffStep({ request, context }, "treuhand");
  const { submission } = await parseForm(request, trustDepositSchema);
  if (submission.status !== "success") return invalid(submission);
  await saveTrustDeposit(db, actor, { trustDepositCents: submission.value.trustDeposit }, { ip });
  return redirectWithToast(BURIAL_FUND_WIZARD_PATHS.treuhand, session, {
    kind: "success",
    message: t("finance.treuhand.saved"),
  });
});

/** Burial-fund insurance wizard, treuhand: the trust account (99 € one-off, no age limit) and its contract. */
export default function TariffTreuhand({ loaderData, actionData }: Route.ComponentProps) {
  const form = useReplyForm(actionData, loaderData.defaults);
  return (
    <WizardPage
      {...financePage("treuhand", loaderData, BURIAL_FUND_WIZARD_PATHS.intro)}
      title={t("finance.treuhand.title")}
      lead={<p>{t("finance.treuhand.text", { fee: formatCents(TRUST_ACCOUNT_FEE_CENTS) })}</p>}
      hasErrors={Boolean(actionData)}
      form={form.props}
      summary={{ form, focusKey: actionData }}
      footer={<Button type="submit">{t("finance.treuhand.save")}</Button>}
      after={
        loaderData.depositCents > 0 ? (
          <ButtonLink to={TRUST_CONTRACT_PATH} reloadDocument variant="secondary" icon="document">
            {t("finance.treuhand.contract")}
          </ButtonLink>
        ) : null
      }
    >
      <WholeEurosField field={form.field("trustDeposit")} label={t("finance.treuhand.deposit")} required />
    </WizardPage>
  );
}
