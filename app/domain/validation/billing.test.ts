import { describe, expect, it } from "vitest";
import { cancellationSchema, cancellationSchemaAt } from "./billing";

const valid = {
  name: "  Anna Müller ",
  email: "Anna@Example.de",
  contractNumber: "100 123",
  kind: "ordinary",
};

describe("cancellationSchema", () => {
  it("accepts the form and normalises it", () => {
    expect(cancellationSchema.parse(valid)).toEqual({
      name: "Anna Müller",
      email: "anna@example.de",
      contractNumber: "100123",
      kind: "ordinary",
      requestedEnd: undefined,
      reason: undefined,
    });
  });

  it("refuses missing and malformed fields with German messages", () => {
    const result = cancellationSchema.safeParse({ contractNumber: "12ab", kind: "sofort", email: "x" });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [i.path.join("."), i.message]));
    expect(messages.name).toMatch(/Pflicht|angeben|aus/i);
    expect(messages.contractNumber).toBe("Bitte geben Sie Ihre sechsstellige Vertragsnummer an.");
    expect(messages.kind).toBeTruthy();
    expect(messages.email).toBeTruthy();
  });

  // The name is quoted in the receipt mailed to the address typed in the form (decision 0030).
  it("refuses a web address as the name", () => {
    const result = cancellationSchema.safeParse({ ...valid, name: "Gewinn auf www.beispiel-kredit.de" });
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(
      "Bitte geben Sie hier keine Internetadresse ein, nur den Namen.",
    );
  });

  it("limits the reason", () => {
    const long = cancellationSchema.safeParse({ ...valid, reason: "x".repeat(1001) });
    expect(long.success).toBe(false);
    expect(cancellationSchema.parse({ ...valid, reason: "Umzug\r\nins Ausland" }).reason).toBe(
      "Umzug\nins Ausland",
    );
  });

  describe("desired end of the contract (§ 312k Abs. 2 Nr. 1 d BGB)", () => {
    const schema = cancellationSchemaAt({ today: () => "2026-11-23" });
    const end = (requestedEnd: unknown) => schema.safeParse({ ...valid, requestedEnd });
    const message = (requestedEnd: unknown) => end(requestedEnd).error?.issues[0]?.message;

    it("is optional: empty means the next possible date", () => {
      expect(end("").data?.requestedEnd).toBeUndefined();
      expect(end("   ").data?.requestedEnd).toBeUndefined();
      expect(end(undefined).data?.requestedEnd).toBeUndefined();
    });

    it("takes a date from the date input or typed, today up to two years ahead", () => {
      expect(end("2026-11-23").data?.requestedEnd).toBe("2026-11-23");
      expect(end("31.12.2026").data?.requestedEnd).toBe("2026-12-31");
      expect(end("1.3.2027").data?.requestedEnd).toBe("2027-03-01");
      expect(end("2028-11-23").data?.requestedEnd).toBe("2028-11-23");
    });

    it("refuses a past, too distant, impossible or garbled date in German", () => {
      expect(message("2026-11-22")).toBe(
        "Das Vertragsende kann nicht in der Vergangenheit liegen. Bitte wählen Sie heute oder einen späteren Tag, oder lassen Sie das Feld leer.",
      );
      expect(message("2028-11-24")).toBe("Bitte wählen Sie ein Vertragsende bis spätestens 23.11.2028.");
      expect(message("31.02.2027")).toBe("Dieses Datum gibt es nicht. Bitte prüfen Sie Tag und Monat.");
      expect(message("2027-02-31")).toBe("Dieses Datum gibt es nicht. Bitte prüfen Sie Tag und Monat.");
      for (const garbage of ["morgen", "2027-1-1", "<script>", "9".repeat(5000)]) {
        expect(message(garbage)).toBe(
          "Bitte geben Sie ein Datum im Format TT.MM.JJJJ ein, zum Beispiel 24.12.1950.",
        );
      }
      expect(end(["2027-01-01", "2027-01-02"]).success).toBe(false);
      expect(end({ year: 2027 }).success).toBe(false);
    });
  });
});
