/**
 * The billing area's e-mails (decision 0022): the § 312k BGB cancellation receipt, the SEPA
 * pre-notification, the yearly reminder and the end of the trial. Same plain layout as ./templates.ts:
 * one column, a facts list, an optional link also given as text.
 */
import type { Hotline } from "~/domain/constants";
import { maskedIban } from "~/domain/pricing/prices";
import { t } from "~/i18n";
import { escapeHtml, mailDocument, type MailSalutation } from "./templates";
import type { Mail } from "./outbox";

export interface Recipient {
  to: string;
  salutation?: MailSalutation | null;
  lastname?: string | null;
}

interface BillingMail {
  template: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  facts?: [label: string, value: string][];
  after?: string[];
  link?: { label: string; href: string };
  hotline: Hotline;
  dedupeKey?: string;
}

function greeting(recipient: Recipient): string {
  const lastname = recipient.lastname?.trim();
  const salutation = recipient.salutation && lastname ? recipient.salutation : "other";
  return t("mail.salutation", { salutation, lastname: lastname ?? "" });
}

function render(to: string, mail: BillingMail): Mail {
  const footer = [t("mail.hotline", { number: mail.hotline.number, hours: mail.hotline.hours })];
  const facts = mail.facts ?? [];
  const after = mail.after ?? [];
  const text = [
    mail.greeting,
    ...mail.paragraphs,
    ...(facts.length ? [facts.map(([label, value]) => `${label}: ${value}`).join("\n")] : []),
    ...(mail.link ? [`${mail.link.label}:\n${mail.link.href}`] : []),
    ...after,
    `${t("mail.closing")}\n${t("mail.signature")}`,
    "--",
    ...footer,
  ].join("\n\n");
  const e = escapeHtml;
  const p = (value: string) => `<p style="margin: 0 0 16px;">${e(value).replace(/\n/g, "<br>")}</p>`;
  const html = mailDocument(
    mail.subject,
    "font-family: Arial, Helvetica, sans-serif; font-size: 18px; line-height: 1.6; color: #1f2328; background: #ffffff;",
    `<p style="margin: 0 0 8px; font-size: 16px; color: #4a4f55;">${e(t("app.name"))}</p>
<h1 style="margin: 16px 0 24px; font-family: Georgia, 'Times New Roman', serif; font-size: 28px; line-height: 1.25;">${e(mail.subject)}</h1>
${[mail.greeting, ...mail.paragraphs].map(p).join("\n")}
${facts.length ? `<dl style="margin: 0 0 16px;">${facts.map(([label, value]) => `<dt style="font-weight: bold;">${e(label)}</dt><dd style="margin: 0 0 8px;">${e(value).replace(/\n/g, "<br>")}</dd>`).join("")}</dl>` : ""}
${mail.link ? `<p style="margin: 24px 0;"><a href="${e(mail.link.href)}" style="color: #1d4f5c; font-weight: bold;">${e(mail.link.label)}</a><br><span style="word-break: break-all;">${e(mail.link.href)}</span></p>` : ""}
${after.map(p).join("\n")}
${p(`${t("mail.closing")}\n${t("mail.signature")}`)}
<hr style="border: 0; border-top: 1px solid #d9d2c7; margin: 32px 0 16px;">
${footer.map((line) => `<p style="margin: 0 0 8px; font-size: 16px; color: #4a4f55;">${e(line)}</p>`).join("\n")}`,
  );
  return { to, subject: mail.subject, text, html, template: mail.template, dedupeKey: mail.dedupeKey };
}

const link = (baseUrl: string, path: string) => `${baseUrl.replace(/\/$/, "")}${path}`;

export interface CancellationMailInput {
  to: string;
  name: string;
  contractNumber: string;
  kind: "ordinary" | "extraordinary";
  reason: string | null;
  /** The desired last day of the contract as given (DD.MM.YYYY), null when none was given. */
  requestedEnd: string | null;
  /** Formatted date and time of receipt (German time). */
  receivedDate: string;
  receivedTime: string;
  /**
   * When a contract was identified: its number, the end date (null: ends at receipt) and, when the desired
   * day lay before the earliest possible end, that earliest end's last day (else null).
   */
  matched: { number: number; endsOn: string | null; earliestEndsOn: string | null } | null;
  hotline: Hotline;
  /** The cancellation id: one receipt per cancellation. */
  cancellationId: string;
}

/** The receipt § 312k (4) BGB asks for: content, date and time of receipt; the end of the contract when known. */
export function cancellationMail(input: CancellationMailInput): Mail {
  const { matched } = input;
  const outcome: string[] = [];
  if (!matched) outcome.push(t("billing.mail.cancel.unmatched"));
  else {
    if (matched.earliestEndsOn && input.requestedEnd)
      outcome.push(
        t("billing.mail.cancel.requestedTooEarly", {
          requested: input.requestedEnd,
          earliest: matched.earliestEndsOn,
        }),
      );
    outcome.push(
      matched.endsOn
        ? t("billing.mail.cancel.matched.ordinary", { number: matched.number, date: matched.endsOn })
        : t("billing.mail.cancel.matched.immediate", { number: matched.number }),
    );
  }
  return render(input.to, {
    template: "cancellation",
    dedupeKey: `cancellation:${input.cancellationId}`,
    subject: t("billing.mail.cancel.subject"),
    greeting: greeting({ to: input.to }),
    paragraphs: [t("billing.mail.cancel.intro", { date: input.receivedDate, time: input.receivedTime })],
    facts: [
      [t("billing.mail.field.name"), input.name],
      [t("billing.mail.field.email"), input.to],
      [t("billing.mail.field.contractNumber"), input.contractNumber],
      [t("billing.mail.field.kind"), t(`billing.cancel.kind.${input.kind}`)],
      [
        t("billing.mail.field.requestedEnd"),
        input.requestedEnd ?? t("billing.cancel.requestedEnd.none", { kind: input.kind }),
      ],
      [t("billing.mail.field.reason"), input.reason ?? t("billing.cancel.noReason")],
      [
        t("billing.mail.field.receivedAt"),
        t("billing.mail.receivedAt", { date: input.receivedDate, time: input.receivedTime }),
      ],
    ],
    after: [...outcome, t("billing.mail.cancel.notMine")],
    hotline: input.hotline,
  });
}

export interface PrenotificationMailInput extends Recipient {
  amount: string;
  /** Whether the yearly amount includes the price guarantee (decision 0031). */
  withGuarantee: boolean;
  debitDate: string;
  mandateReference: string;
  creditorId: string;
  ibanLast4: string | null;
  hotline: Hotline;
}

/** SEPA pre-notification (amount, due date, mandate reference, creditor id), at least 14 days ahead. */
export function prenotificationMail(input: PrenotificationMailInput): Mail {
  const facts: [string, string][] = [
    [t("billing.mail.field.amount"), input.amount],
    [t("billing.mail.field.plan"), t("billing.mail.plan", { guarantee: String(input.withGuarantee) })],
    [t("billing.mail.field.debitDate"), input.debitDate],
    [t("billing.mail.field.mandateReference"), input.mandateReference],
    [t("billing.mail.field.creditorId"), input.creditorId],
  ];
  if (input.ibanLast4) facts.push([t("billing.mail.field.account"), maskedIban(input.ibanLast4)]);
  return render(input.to, {
    template: "sepaPrenotification",
    subject: t("billing.mail.prenotification.subject"),
    greeting: greeting(input),
    paragraphs: [t("billing.mail.prenotification.intro")],
    facts,
    after: [t("billing.mail.prenotification.outro")],
    hotline: input.hotline,
  });
}

export interface OrderConfirmationMailInput extends Recipient {
  contractNumber: number;
  planName: string;
  withGuarantee: boolean;
  /** The guarantee's discount step in percent (0 without one). */
  step: number;
  amount: string;
  orderedOn: string;
  paymentType: "sepa" | "paypal";
  firstDebit: string;
  /** SEPA only: the mandate. */
  mandate: { reference: string; creditorId: string; creditor: string; ibanLast4: string | null } | null;
  operator: { name: string; address: string; phone: string; email: string };
  withdrawalDays: number;
  refundWeeks: number;
  hotline: Hotline;
  dedupeKey: string;
}

/**
 * The confirmation of the contract on a durable medium (§ 312f BGB, decision 0035), sent with the order: contract
 * number, plan, price with or without the guarantee, term, payment and first debit, the SEPA mandate, the
 * withdrawal instructions and the model withdrawal form (Anlage 1 and 2 to Art. 246a § 1 EGBGB).
 */
export function orderConfirmationMail(input: OrderConfirmationMailInput): Mail {
  const facts: [string, string][] = [
    [t("billing.mail.field.contractNumber"), String(input.contractNumber)],
    [t("billing.mail.order.field.orderedOn"), input.orderedOn],
    [
      t("billing.mail.order.field.plan"),
      t("billing.mail.order.plan", { name: input.planName, guarantee: String(input.withGuarantee) }),
    ],
    [
      t("billing.mail.order.field.price"),
      t("billing.mail.order.price", {
        amount: input.amount,
        discount: String(input.withGuarantee ? input.step : 0),
      }),
    ],
    [t("billing.mail.order.field.term"), t("billing.mail.order.term", { start: input.orderedOn })],
    [t("billing.mail.order.field.method"), t("billing.mail.order.method", { type: input.paymentType })],
    [
      t("billing.mail.order.field.firstDebit"),
      input.paymentType === "sepa"
        ? input.firstDebit
        : t("billing.mail.order.firstDebitPaypal", { date: input.firstDebit }),
    ],
  ];
  const paragraphs = [t("billing.mail.order.intro")];
  if (input.mandate) {
    facts.push([t("billing.mail.field.mandateReference"), input.mandate.reference]);
    facts.push([t("billing.mail.field.creditorId"), input.mandate.creditorId]);
    if (input.mandate.ibanLast4) {
      facts.push([t("billing.mail.field.account"), maskedIban(input.mandate.ibanLast4)]);
    }
  }
  return render(input.to, {
    template: "orderConfirmation",
    subject: t("billing.mail.order.subject"),
    greeting: greeting(input),
    paragraphs,
    facts,
    after: [
      ...(input.mandate
        ? [
            t("billing.mail.order.mandate", {
              creditor: input.mandate.creditor,
              creditorId: input.mandate.creditorId,
              reference: input.mandate.reference,
              date: input.firstDebit,
              weeks: input.refundWeeks,
            }),
          ]
        : []),
      t("billing.mail.order.cancel", { number: String(input.contractNumber) }),
      ...withdrawalParts(input),
    ],
    hotline: input.hotline,
    dedupeKey: input.dedupeKey,
  });
}

/** The withdrawal instructions and the model form (Anlage 1 and 2 to Art. 246a § 1 EGBGB) of an order. */
function withdrawalParts(
  input: Pick<OrderConfirmationMailInput, "operator" | "withdrawalDays" | "contractNumber" | "orderedOn">,
): string[] {
  const operator = { operator: input.operator.name, address: input.operator.address };
  return [
    t("billing.mail.order.withdrawalTitle"),
    t("billing.mail.order.withdrawal", {
      days: input.withdrawalDays,
      ...operator,
      phone: input.operator.phone,
      email: input.operator.email,
    }),
    t("billing.mail.order.formTitle"),
    t("billing.mail.order.form", {
      ...operator,
      email: input.operator.email,
      number: String(input.contractNumber),
      orderedOn: input.orderedOn,
    }),
  ];
}

export interface LaterGuaranteeMailInput
  extends
    Recipient,
    Pick<OrderConfirmationMailInput, "operator" | "withdrawalDays" | "contractNumber" | "orderedOn"> {
  /** The guarantee's discount step in percent. */
  step: number;
  /** What the yearly amount grows by, and the new yearly amount. */
  added: string;
  total: string;
  /** The first yearly debit that charges it. */
  firstCharge: string;
  hotline: Hotline;
  dedupeKey: string;
}

/**
 * The confirmation of a price guarantee booked after the plan (§ 312f BGB, decision 0079): booked on, the added
 * yearly amount, the new yearly amount and the first debit that charges it, with the order's withdrawal parts.
 */
export function laterGuaranteeMail(input: LaterGuaranteeMailInput): Mail {
  return render(input.to, {
    template: "guaranteeConfirmation",
    subject: t("billing.mail.guarantee.subject"),
    greeting: greeting(input),
    paragraphs: [t("billing.mail.guarantee.intro")],
    facts: [
      [t("billing.mail.field.contractNumber"), String(input.contractNumber)],
      [t("billing.mail.order.field.orderedOn"), input.orderedOn],
      [
        t("billing.mail.guarantee.field.added"),
        t("billing.mail.guarantee.added", { amount: input.added, discount: String(input.step) }),
      ],
      [t("billing.mail.guarantee.field.total"), t("billing.mail.guarantee.total", { amount: input.total })],
      [t("billing.mail.guarantee.field.firstCharge"), input.firstCharge],
    ],
    after: [t("billing.mail.guarantee.charge", { date: input.firstCharge }), ...withdrawalParts(input)],
    hotline: input.hotline,
    dedupeKey: input.dedupeKey,
  });
}

/** The yearly reminder: check wishes, trusted person and contact data. */
export function yearlyReminderMail(
  input: Recipient & { years: number; baseUrl: string; hotline: Hotline },
): Mail {
  return render(input.to, {
    template: "yearlyReminder",
    subject: t("billing.mail.reminder.subject"),
    greeting: greeting(input),
    paragraphs: [t("billing.mail.reminder.intro", { years: input.years })],
    link: { label: t("billing.mail.reminder.action"), href: link(input.baseUrl, "/overview") },
    hotline: input.hotline,
  });
}

/** The end of the trial: the account stays on the free plan; a plan can be chosen. */
export function trialEndMail(
  input: Recipient & { deadline: string; baseUrl: string; hotline: Hotline },
): Mail {
  return render(input.to, {
    template: "trialEnd",
    subject: t("billing.mail.trialEnd.subject"),
    greeting: greeting(input),
    paragraphs: [t("billing.mail.trialEnd.intro", { deadline: input.deadline })],
    link: { label: t("billing.mail.trialEnd.action"), href: link(input.baseUrl, "/overview/pricing/plans") },
    hotline: input.hotline,
  });
}

/** PayPal reports the subscription cancelled, suspended or expired: the plan is no longer paid (decision 0031). */
export function paypalEndedMail(
  input: Recipient & { status: string; baseUrl: string; hotline: Hotline; dedupeKey: string },
): Mail {
  return render(input.to, {
    template: "paypalEnded",
    subject: t("billing.mail.paypalEnded.subject"),
    greeting: greeting(input),
    paragraphs: [
      t("billing.mail.paypalEnded.intro", { status: input.status }),
      t("billing.mail.paypalEnded.next"),
    ],
    link: {
      label: t("billing.mail.paypalEnded.action"),
      href: link(input.baseUrl, "/overview/pricing/plans"),
    },
    hotline: input.hotline,
    dedupeKey: input.dedupeKey,
  });
}
