/**
 * The operator of the portal as the legal pages name it (imprint, privacy notice, terms), from the
 * OPERATOR_* variables. Without OPERATOR_NAME the server runs with an example operator that says so itself.
 */
export interface Operator {
  /** True for the built-in example operator (OPERATOR_NAME unset). */
  example: boolean;
  name: string;
  /** Postal address, one entry per line. */
  address: string[];
  /** Persons authorised to represent the operator. */
  representative: string;
  /** Register court and number; null when not registered. */
  register: string | null;
  /** USt-IdNr.; null when the operator has none. */
  vatId: string | null;
  email: string;
  phone: string;
  /** Data-protection officer: name and contact, one entry per line. */
  dpo: string[];
  /** Processors (name and address); null: described by their category only. */
  hosting: string | null;
  mailProvider: string | null;
  bank: string | null;
  mapProvider: string | null;
}

/** Used while OPERATOR_NAME is unset (development, demos): every value names itself an example. */
export const EXAMPLE_OPERATOR: Operator = {
  example: true,
  name: "Beispiel Vorsorge GmbH (Beispielbetreiber – bitte OPERATOR_* setzen)",
  address: ["Musterstraße 1", "12345 Musterstadt"],
  representative: "Erika Beispiel (Geschäftsführerin, Beispielangabe)",
  register: "Amtsgericht Musterstadt, HRB 00000 (Beispielangabe)",
  vatId: "DE000000000 (Beispielangabe)",
  email: "kontakt@example.org",
  phone: "0000 000000",
  dpo: ["Max Beispiel (Beispielangabe)", "datenschutz@example.org"],
  hosting: null,
  mailProvider: null,
  bank: null,
  mapProvider: null,
};
