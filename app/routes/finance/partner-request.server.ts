/** Sends the partner request (consent or consulting callback) and moves on to the summary with the toast. */
import type { CallbackTime } from "~/domain/finance/constants";
import { sendPartnerRequest } from "~/.server/services/finance";
import { addToast } from "~/.server/toast";
import { t } from "~/i18n";
import type { partnerStep } from "./partner-wizard.server";

type Step = Awaited<ReturnType<typeof partnerStep>>;

export async function sendAndContinue(
  step: Step,
  id: "consent" | "consulting",
  callbackTime?: CallbackTime,
): Promise<Response> {
  const { db, insurer, config, actor, ip, session, wizard, paymentType, partner, now } = step;
  await sendPartnerRequest(
    db,
    actor,
    { paymentType: paymentType!, callbackTime, partner },
    { ip, insurance: insurer, mailboxes: config, now },
  );
  addToast(session, "success", t("finance.partner.received"));
  return wizard.saveStep(
    id,
    { sentAt: now.toISOString(), ...(callbackTime ? { callbackTime } : {}) },
    { to: "summary" },
  );
}
