/**
 * The topic pages in Leichte Sprache (decision 0106), by their address: each a title and sections of sentences,
 * with the hard words of a section explained beside it. The texts are in app/i18n/catalog/easy.ts; the figures
 * come from the same constants the ordinary pages show (the trial, the plan's and the guarantee's yearly price,
 * the first debit, the withdrawal period, the letter price).
 */
import type { MessageKey } from "~/i18n";
import { FIRST_DEBIT_NOTICE_DAYS, TRIAL_DAYS } from "~/domain/billing/trial";
import {
  BASE_PLAN_PRICE_CENTS_PER_YEAR,
  CONSUMER_WITHDRAWAL_DAYS,
  PRICE_GUARANTEE_PRICE_CENTS_PER_YEAR,
} from "~/domain/pricing/constants";
import { LETTER_PRICE } from "~/domain/letters";
import { easyEuros } from "~/i18n/easy-format";

export type EasyWordId =
  | "bestattung"
  | "vertrauensPerson"
  | "urne"
  | "angebot"
  | "sterbegeld"
  | "treuhand"
  | "imVoraus"
  | "abbuchung"
  | "preisGarantie"
  | "widerrufen";

export interface EasySection {
  heading: MessageKey;
  text: MessageKey;
  values?: Record<string, string | number>;
  words?: EasyWordId[];
}

export const EASY_TOPICS = {
  "bestattungs-vorsorge": {
    title: "easy.provision.title",
    sections: [
      { heading: "easy.provision.why.heading", text: "easy.provision.why.text", words: ["bestattung"] },
      { heading: "easy.provision.kinds.heading", text: "easy.provision.kinds.text", words: ["urne"] },
      { heading: "easy.provision.package.heading", text: "easy.provision.package.text" },
      { heading: "easy.provision.offer.heading", text: "easy.provision.offer.text", words: ["angebot"] },
      {
        heading: "easy.provision.money.heading",
        text: "easy.provision.money.text",
        words: ["sterbegeld", "treuhand"],
      },
    ],
  },
  kosten: {
    title: "easy.costs.title",
    sections: [
      {
        heading: "easy.costs.trial.heading",
        text: "easy.costs.trial.text",
        values: { weeks: TRIAL_DAYS / 7 },
      },
      {
        heading: "easy.costs.plan.heading",
        text: "easy.costs.plan.text",
        values: { price: easyEuros(BASE_PLAN_PRICE_CENTS_PER_YEAR) },
        words: ["imVoraus"],
      },
      {
        heading: "easy.costs.debit.heading",
        text: "easy.costs.debit.text",
        values: { days: FIRST_DEBIT_NOTICE_DAYS },
        words: ["abbuchung"],
      },
      {
        heading: "easy.costs.guarantee.heading",
        text: "easy.costs.guarantee.text",
        values: { price: easyEuros(PRICE_GUARANTEE_PRICE_CENTS_PER_YEAR) },
        words: ["preisGarantie"],
      },
      { heading: "easy.costs.cancel.heading", text: "easy.costs.cancel.text" },
      {
        heading: "easy.costs.withdraw.heading",
        text: "easy.costs.withdraw.text",
        values: { days: CONSUMER_WITHDRAWAL_DAYS },
        words: ["widerrufen"],
      },
      {
        heading: "easy.costs.letters.heading",
        text: "easy.costs.letters.text",
        values: { price: easyEuros(LETTER_PRICE) },
      },
    ],
  },
  "nach-dem-tod": {
    title: "easy.death.title",
    sections: [
      { heading: "easy.death.report.heading", text: "easy.death.report.text", words: ["vertrauensPerson"] },
      { heading: "easy.death.fixed.heading", text: "easy.death.fixed.text" },
      { heading: "easy.death.person.heading", text: "easy.death.person.text" },
      { heading: "easy.death.letters.heading", text: "easy.death.letters.text" },
      { heading: "easy.death.funeral.heading", text: "easy.death.funeral.text" },
    ],
  },
} as const satisfies Record<string, { title: MessageKey; sections: readonly EasySection[] }>;

export type EasyTopic = keyof typeof EASY_TOPICS;

export const isEasyTopic = (slug: string | undefined): slug is EasyTopic =>
  slug !== undefined && Object.hasOwn(EASY_TOPICS, slug);

/** The start page's own sections. */
export const EASY_START: readonly EasySection[] = [
  { heading: "easy.start.what.heading", text: "easy.start.what.text", words: ["bestattung"] },
  { heading: "easy.start.do.heading", text: "easy.start.do.text", words: ["vertrauensPerson"] },
];
