import { describe, expect, it } from "vitest";
import { bankFromIban, bicRequiredFor } from "./banking";
import { sepaFormSchema, sepaSchema } from "./pricing";
import { errorsOf, IBAN, REQUIRED } from "./test-utils";

const BIC =
  "Bitte geben Sie eine gültige BIC mit 8 oder 11 Buchstaben und Ziffern ein, zum Beispiel COBADEFFXXX.";
const BIC_OUTSIDE_EEA =
  "Für ein Konto außerhalb des Europäischen Wirtschaftsraums, zum Beispiel in der Schweiz, brauchen wir auch die BIC.";
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

  it("requires only the IBAN", () => {
    expect(errorsOf(sepaSchema, { iban: "", bank: " ", bic: undefined })).toEqual({ iban: [REQUIRED] });
  });

  it("accepts a German IBAN without bank name and BIC and derives both from a known bank code", () => {
    expect(sepaSchema.parse({ iban: "DE89 3704 0044 0532 0130 00" })).toEqual({
      iban: "DE89370400440532013000",
      bank: "Commerzbank",
      bic: "COBADEFFXXX",
    });
  });

  it("accepts a German IBAN of an unknown bank code without bank name and BIC", () => {
    // A valid IBAN whose bank code is not in the table: nothing derived, nothing refused.
    const unknown = sepaSchema.parse({ iban: "DE75 5121 0800 1245 1261 99" });
    expect(unknown).toEqual({ iban: "DE75512108001245126199", bank: undefined, bic: undefined });
  });

  it("keeps what the customer typed over what the IBAN says", () => {
    expect(sepaSchema.parse({ ...valid, bank: "Commerzbank Köln", bic: "cobadeff" })).toMatchObject({
      bank: "Commerzbank Köln",
      bic: "COBADEFF",
    });
  });

  it("asks for the BIC only outside the EEA", () => {
    expect(errorsOf(sepaSchema, { iban: "AT61 1904 3002 3457 3201" })).toEqual({});
    expect(errorsOf(sepaSchema, { iban: "GB29 NWBK 6016 1331 9268 19" })).toEqual({ bic: [BIC_OUTSIDE_EEA] });
    expect(errorsOf(sepaSchema, { iban: "CH93 0076 2011 6238 5295 7" })).toEqual({ bic: [BIC_OUTSIDE_EEA] });
    expect(errorsOf(sepaSchema, { iban: "CH93 0076 2011 6238 5295 7", bic: "UBSWCHZH80A" })).toEqual({});
  });

  it("uses a kept IBAN to decide about the BIC", () => {
    const keep = sepaFormSchema("CH9300762011623852957");
    expect(errorsOf(keep, { iban: "" })).toEqual({ bic: [BIC_OUTSIDE_EEA] });
    expect(sepaFormSchema("DE89370400440532013000").parse({})).toEqual({
      iban: undefined,
      bank: "Commerzbank",
      bic: "COBADEFFXXX",
    });
  });
});

describe("bankFromIban", () => {
  it("knows large German banks by their bank code", () => {
    expect(bankFromIban("DE89370400440532013000")).toEqual({ name: "Commerzbank", bic: "COBADEFFXXX" });
    expect(bankFromIban("de89 3704 0044 0532 0130 00")?.name).toBe("Commerzbank");
  });
  it("derives nothing from an invalid, foreign or unknown IBAN", () => {
    expect(bankFromIban("DE88370400440532013000")).toBeNull();
    expect(bankFromIban("AT611904300234573201")).toBeNull();
    expect(bankFromIban("DE75512108001245126199")).toBeNull();
  });
  it("asks for a BIC only outside the EEA", () => {
    expect(bicRequiredFor("DE89370400440532013000")).toBe(false);
    expect(bicRequiredFor("NO9386011117947")).toBe(false);
    expect(bicRequiredFor("CH9300762011623852957")).toBe(true);
  });
});
