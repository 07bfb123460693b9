/**
 * Editorial wording of every mail as sent (decision 0041): each template rendered for a man ("an Herrn …"),
 * with a phone stored as E.164, and its subject, text and HTML checked with the rules the pages follow
 * (`renderedFormsIn`): no known wrong form, no phone as stored, no English, no pending state announced as done.
 */
import { describe, expect, it } from "vitest";
import { renderedFormsIn } from "~/i18n/forbidden-forms";
import { staffInviteMail } from "../services/backoffice/staff-mail";
import { trustedPersonDeathMail } from "./after-death-templates";
import {
  cancellationMail,
  orderConfirmationMail,
  laterGuaranteeMail,
  paypalEndedMail,
  prenotificationMail,
  trialEndMail,
  yearlyReminderMail,
} from "./billing-templates";
import { partnerRequestMail } from "./finance-templates";
import { letterDispatchNoticeMail, overdueLettersMail } from "./letter-dispatch-templates";
import type { Mail } from "./outbox";
import {
  documentsConfirmationMail,
  documentsRequestMail,
  provisionSetConfirmationMail,
  provisionSetRequestMail,
} from "./profile-templates";
import {
  confirmationMail,
  contactEmailMail,
  passkeyAddedMail,
  passwordChangedMail,
  passwordResetMail,
} from "./templates";
import { readAccessMail, trustedPersonNotificationMail } from "./wishes-templates";

const hotline = { number: "0800 123 45 67", hours: "Mo–Fr 8:00–18:00 Uhr" };
const baseUrl = "https://vorsorge.example";
const to = "jonas.albers@example.de";
const man = { to, salutation: "sir" as const, lastname: "Albers" };
const customer = {
  salutation: "sir" as const,
  firstname: "Jonas",
  lastname: "Albers",
  number: 100123,
  email: to,
  street: "Holtenauer Straße 12",
  postalCode: "24105",
  city: "Kiel",
};
const people = { to, customerName: "Jonas Albers", personName: "Heike Albers", hotline };

const operator = {
  name: "Vorsorge GmbH",
  address: "Hafenstraße 1, 24103 Kiel",
  phone: "0431 123456",
  email: "info@example.de",
};
const MAILS: Record<string, Mail> = {
  confirmation: confirmationMail({ ...man, link: `${baseUrl}/activate`, hotline }),
  passwordReset: passwordResetMail({ to, link: `${baseUrl}/reset`, hotline }),
  passwordChanged: passwordChangedMail({ to, baseUrl, hotline }),
  passwordChangedPasskeysRemoved: passwordChangedMail({ to, baseUrl, hotline, passkeysRemoved: true }),
  passkeyAdded: passkeyAddedMail({ to, baseUrl, hotline }),
  contactEmail: contactEmailMail({ ...man, link: `${baseUrl}/contact`, hotline }),
  cancellation: cancellationMail({
    to,
    name: "Jonas Albers",
    contractNumber: "100123",
    kind: "ordinary",
    reason: null,
    requestedEnd: "31.12.2026",
    receivedDate: "28.11.2026",
    receivedTime: "10:15",
    matched: { number: 100123, endsOn: "20.11.2027", earliestEndsOn: "20.11.2027" },
    hotline,
    cancellationId: "c-1",
  }),
  prenotification: prenotificationMail({
    ...man,
    amount: "36,00 €",
    withGuarantee: true,
    debitDate: "20.12.2026",
    mandateReference: "VP-100123",
    creditorId: "DE98ZZZ09999999999",
    ibanLast4: "3000",
    hotline,
  }),
  orderConfirmation: orderConfirmationMail({
    ...man,
    contractNumber: 100123,
    planName: "Vorsorgeplan",
    withGuarantee: false,
    step: 0,
    amount: "36,00 €",
    orderedOn: "28.11.2026",
    paymentType: "sepa",
    firstDebit: "03.12.2026",
    mandate: {
      reference: "VP-100123",
      creditorId: "DE98ZZZ09999999999",
      creditor: "Vorsorge GmbH",
      ibanLast4: "3000",
    },
    operator,
    withdrawalDays: 14,
    refundWeeks: 8,
    hotline,
    dedupeKey: "order-1",
  }),
  guaranteeConfirmation: laterGuaranteeMail({
    ...man,
    contractNumber: 100123,
    orderedOn: "28.11.2026",
    step: 25,
    added: "13,50 €",
    total: "31,50 €",
    firstCharge: "03.12.2027",
    operator,
    withdrawalDays: 14,
    hotline,
    dedupeKey: "guarantee-1",
  }),
  yearlyReminder: yearlyReminderMail({ ...man, years: 2, baseUrl, hotline }),
  trialEnd: trialEndMail({ ...man, deadline: "05.12.2026", baseUrl, hotline }),
  paypalEnded: paypalEndedMail({ ...man, status: "CANCELLED", baseUrl, hotline, dedupeKey: "p-1" }),
  partnerRequest: partnerRequestMail({
    to: "anfragen@partner.example",
    partner: true,
    payload: {
      permissionGrantedAt: "2026-11-28T10:00:00.000Z",
      emailData: {
        salutation: "sir",
        firstname: "Jonas",
        lastname: "Albers",
        phone: "+49431123456",
        number: "100123",
      },
    },
  }),
  letterDispatchNotice: letterDispatchNoticeMail({
    to,
    customerName: "Heike Albers",
    sentOn: "28.11.2026",
    hotline,
  }),
  overdueLetters: overdueLettersMail({
    to: "care@example.de",
    count: 2,
    link: `${baseUrl}/backoffice/letters`,
    today: "28.11.2026",
  }),
  documentsConfirmation: documentsConfirmationMail(customer, hotline),
  documentsRequest: documentsRequestMail("care@example.de", customer),
  provisionSetConfirmation: provisionSetConfirmationMail(customer, hotline),
  provisionSetRequest: provisionSetRequestMail("care@example.de", customer),
  trustedPersonNotification: trustedPersonNotificationMail(people),
  readAccess: readAccessMail({
    ...people,
    link: `${baseUrl}/einsicht/x`,
    expiresAt: new Date("2026-12-28T10:00:00Z"),
  }),
  trustedPersonDeath: trustedPersonDeathMail({ ...people, contractNumber: "100123", readAccess: null }),
  staffInvite: staffInviteMail({
    to,
    role: "customercare",
    link: `${baseUrl}/staff/invite`,
    oidc: false,
    hotline,
  }),
};

/** What a reader sees: the subject, the text part and the HTML part without its tags. */
function readable(mail: Mail): string {
  const html = mail.html.replace(/<style[\s\S]*?<\/style>/g, "").replace(/<[^>]+>/g, " ");
  return [mail.subject, mail.text, html].join("\n");
}

/** The partner mail ends with the insurer's data record as JSON (machine-read, E.164 as the interface asks). */
const withoutDataRecord = (mail: Mail) => ({
  ...mail,
  text: mail.text.replace(/\n\{[\s\S]*$/, ""),
  html: mail.html.replace(/<pre>[\s\S]*<\/pre>/, ""),
});

describe("mail wording", () => {
  it.each(Object.entries(MAILS))("%s reads as an editor would sign it", (name, mail) => {
    const shown = name === "partnerRequest" ? withoutDataRecord(mail) : mail;
    expect(renderedFormsIn(readable(shown)), name).toEqual([]);
  });

  it("shows the partner request's phone as people write it", () => {
    expect(withoutDataRecord(MAILS.partnerRequest!).text).toContain("0431 123456");
  });
});
