/**
 * The insurance port (docs/architecture.md): the burial-fund tariff
 * (GET /provisions/insurances/hdh/tariff), the application document (POST /provisions/insurances/hdh/document)
 * and the partner tariff (GET provisions/tariff). Embedded: ./embedded.ts; production: ./http.ts (INSURANCE_URL).
 */
import type { InsurancePaymentType } from "~/domain/finance/constants";
import type { Salutation } from "~/domain/salutation";
import type { IsoDate } from "~/domain/dates";
import type { BurialFundTariff, PartnerTariff, TariffResult } from "~/domain/finance";
import type { Cents } from "~/domain/money";
import type { PrintStyle } from "~/domain/print";

export interface HdhTariffQuery {
  paymentType: InsurancePaymentType;
  provisionBirth: IsoDate;
  /** The future cost rounded up (integer cents). */
  costsRoundedCents: Cents;
  /** The German date the ages are counted on (the request's clock). */
  today: IsoDate;
}

export interface HdhDocumentInput extends HdhTariffQuery {
  /** The provision id truncated to 8 characters. */
  provisionId: string;
  tariff: BurialFundTariff;
  contact: {
    salutation: Salutation;
    firstname: string;
    lastname: string;
    email: string;
    phone: string;
    street: string;
    houseNumber: string;
    postalCode: string;
    city: string;
  };
}

/** The insurer answers with a URL to open (production) or we hold the document ourselves (embedded). */
export type HdhDocument = { kind: "url"; url: string } | { kind: "pdf"; pdf: Buffer };

export interface PartnerTariffQuery {
  birthdate: IsoDate;
  insuranceSumCents: Cents;
  startDate: IsoDate;
}

export interface InsurancePort {
  /** Whether figures are an example calculation of ours (embedded) or the insurer's own. */
  readonly example: boolean;
  /**
   * Whether `hdhDocument` builds the application itself and so also in large print (decision 0107); the
   * insurer's own document (a URL) comes only as the insurer makes it.
   */
  readonly largePrint: boolean;
  hdhTariff(query: HdhTariffQuery): Promise<TariffResult<BurialFundTariff>>;
  /** `print` is honoured where `largePrint` is true. */
  hdhDocument(input: HdhDocumentInput, print?: PrintStyle): Promise<HdhDocument>;
  tariff(query: PartnerTariffQuery): Promise<PartnerTariff>;
}
