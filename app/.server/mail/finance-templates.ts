/** Mails of the finance area: the partner consent payload as a readable mail. */
import { t } from "~/i18n";
import { formatPhone } from "~/i18n/phone";
import type { Mail } from "./outbox";
import { escapeHtml } from "./templates";

/** The partner consent payload. */
export interface PartnerPayload {
  permissionGrantedAt: string;
  emailData: Record<string, string>;
}

/**
 * One mail per request: a table of the payload fields for the reader (the phone as people write it), plus the
 * payload as JSON for the insurer's system (the phone in E.164).
 */
export function partnerRequestMail({
  to,
  payload,
  partner,
}: {
  to: string;
  payload: PartnerPayload;
  partner: boolean;
}): Mail {
  const name = `${payload.emailData.firstname ?? ""} ${payload.emailData.lastname ?? ""}`.trim();
  const subject = t(partner ? "finance.mail.partner.subject" : "finance.mail.care.subject", { name });
  const rows: [string, string][] = [
    ["permissionGrantedAt", payload.permissionGrantedAt],
    ...Object.entries(payload.emailData).map(([key, value]): [string, string] => [
      key,
      key === "phone" ? formatPhone(value) : value,
    ]),
  ];
  const json = JSON.stringify(payload, null, 2);
  const text = [
    t("finance.mail.intro"),
    rows.map(([key, value]) => `${key}: ${value}`).join("\n"),
    json,
  ].join("\n\n");
  const html = `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head><body>
<p>${escapeHtml(t("finance.mail.intro"))}</p>
<table>${rows.map(([key, value]) => `<tr><th scope="row" style="text-align:left">${escapeHtml(key)}</th><td>${escapeHtml(value)}</td></tr>`).join("")}</table>
<pre>${escapeHtml(json)}</pre></body></html>`;
  return {
    to,
    subject,
    text: `${text}\n`,
    html,
    template: "financePartnerRequest",
    dedupeKey: `finance-partner:${payload.emailData.number}:${payload.permissionGrantedAt}`,
  };
}
