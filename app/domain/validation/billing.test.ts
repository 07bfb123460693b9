import { describe, expect, it } from "vitest";
import { cancellationSchema } from "./billing";

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

  it("limits the reason", () => {
    const long = cancellationSchema.safeParse({ ...valid, reason: "x".repeat(1001) });
    expect(long.success).toBe(false);
    expect(cancellationSchema.parse({ ...valid, reason: "Umzug\r\nins Ausland" }).reason).toBe(
      "Umzug\nins Ausland",
    );
  });
});
