import { describe, expect, it } from "vitest";
import { sepaSchema } from "./pricing";
import { errorsOf } from "./test-utils";

const REQUIRED = "Dieses Feld muss ausgefüllt werden.";
const IBAN = "Bitte geben Sie eine gültige IBAN ein, zum Beispiel DE89 3704 0044 0532 0130 00.";
const BIC =
  "Bitte geben Sie eine gültige BIC mit 8 oder 11 Buchstaben und Ziffern ein, zum Beispiel COBADEFFXXX.";
const BANK =
  "Bitte geben Sie den Namen Ihrer Bank ein. Erlaubt sind Buchstaben, Ziffern, Leerzeichen und die Zeichen . , - & ( ) /";

const valid = { iban: "DE89 3704 0044 0532 0130 00", bank: "Commerzbank", bic: "COBADEFFXXX" };

describe("SEPA details", () => {
  it("accepts a valid IBAN with spaces and normalises it", () => {
    expect(sepaSchema.parse(valid)).toEqual({ ...valid, iban: "DE89370400440532013000" });
    expect(sepaSchema.parse({ ...valid, iban: " de89370400440532013000 " }).iban).toBe(
      "DE89370400440532013000",
    );
  });

  it("accepts IBANs of other SEPA countries", () => {
    expect(errorsOf(sepaSchema, { ...valid, iban: "AT61 1904 3002 3457 3201" })).toEqual({});
    expect(errorsOf(sepaSchema, { ...valid, iban: "GB29 NWBK 6016 1331 9268 19" })).toEqual({});
  });

  it.each([
    ["wrong check digits", "DE88 3704 0044 0532 0130 00"],
    ["too short", "DE89 3704 0044 0532 0130 0"],
    ["letters only", "IBAN"],
    ["not a SEPA country", "BR15 0000 0000 0000 1093 2840 814P 2"],
  ])("rejects an IBAN with %s", (_case, iban) => {
    expect(errorsOf(sepaSchema, { ...valid, iban })).toEqual({ iban: [IBAN] });
  });

  it("accepts a BIC of 8 or 11 characters", () => {
    expect(errorsOf(sepaSchema, { ...valid, bic: "COBADEFF" })).toEqual({});
    expect(errorsOf(sepaSchema, { ...valid, bic: "cobadeffxxx" })).toEqual({});
    expect(sepaSchema.parse({ ...valid, bic: "coba de ff xxx" }).bic).toBe("COBADEFFXXX");
  });

  it.each(["COBADEFFXX", "COBADEF", "COBADEFFXXXX", "COBA-DEFF", "1OBADEFF"])("rejects the BIC %s", (bic) => {
    expect(errorsOf(sepaSchema, { ...valid, bic })).toEqual({ bic: [BIC] });
  });

  it("checks the bank name with the German alphanumeric pattern", () => {
    expect(errorsOf(sepaSchema, { ...valid, bank: "Sparkasse KölnBonn" })).toEqual({});
    expect(errorsOf(sepaSchema, { ...valid, bank: "Bank; DROP TABLE" })).toEqual({ bank: [BANK] });
  });

  it("gives the required message for empty values", () => {
    expect(errorsOf(sepaSchema, { iban: "", bank: " ", bic: undefined })).toEqual({
      iban: [REQUIRED],
      bank: [REQUIRED],
      bic: [REQUIRED],
    });
  });
});
