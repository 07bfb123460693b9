import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isAllowedOwnDomainEmail, isOwnDomainEmail } from "./email";
import { emailField, optionalEmailField } from "./fields";
import { EMAIL, errorOf, INVALID_CC, INVALID_CONFIDANT, NO_LATIN, REQUIRED } from "./test-utils";

const customer = z.object({ email: emailField("customer") });
const confidant = z.object({ email: emailField("confidant") });
const plain = z.object({ email: emailField("plain") });
const optionalLatin = z.object({ email: optionalEmailField("latin") });
const message = (schema: z.ZodType, email: unknown) => errorOf(schema, { email }, "email");

describe("customer e-mail", () => {
  it.each(["max.mustermann@example.de", "max+vorsorge@t-online.de", "a_b-c@sub.example.co.uk", "x@y.io"])(
    "accepts %s",
    (email) => {
      expect(message(customer, email)).toBeUndefined();
    },
  );

  it("requires a value", () => {
    expect(message(customer, undefined)).toBe(REQUIRED);
    expect(message(customer, "   ")).toBe(REQUIRED);
  });

  it("rejects umlauts and other non-Latin characters with noLatinChar", () => {
    expect(message(customer, "müller@example.de")).toBe(NO_LATIN);
    expect(message(customer, "max mustermann@example.de")).toBe(NO_LATIN);
    expect(message(customer, "max!@example.de")).toBe(NO_LATIN);
  });

  it.each(["max", "max@", "@example.de", "max@example", "max..m@example.de", ".max@example.de", "a@b@c.de"])(
    "rejects the malformed address %s",
    (email) => {
      expect(message(customer, email)).toBe(EMAIL);
    },
  );

  it("rejects addresses longer than 254 characters", () => {
    expect(message(customer, `${"a".repeat(250)}@example.de`)).toBe(EMAIL);
  });

  it("accepts the vorsorge address pattern of the own domain", () => {
    expect(message(customer, "vorsorge@vorsorgeportal.de")).toBeUndefined();
    expect(message(customer, "vorsorge+mueller.1950@vorsorgeportal.de")).toBeUndefined();
    expect(message(customer, "Vorsorge+Test@VorsorgePortal.de")).toBeUndefined();
  });

  it("accepts the customer-care copy pattern", () => {
    expect(message(customer, "kundenservice+12345@vorsorgeportal.de")).toBeUndefined();
  });

  it("rejects other own-domain addresses with the CC message", () => {
    expect(message(customer, "info@vorsorgeportal.de")).toBe(INVALID_CC);
    expect(message(customer, "kundenservice@vorsorgeportal.de")).toBe(INVALID_CC);
    expect(message(customer, "vorsorgex@vorsorgeportal.de")).toBe(INVALID_CC);
    expect(message(customer, "vorsorge+@vorsorgeportal.de")).toBe(INVALID_CC);
    expect(message(customer, "vorsorge@mail.vorsorgeportal.de")).toBe(INVALID_CC);
  });

  it("does not treat look-alike domains as own", () => {
    expect(message(customer, "info@notvorsorgeportal.de")).toBeUndefined();
    expect(isOwnDomainEmail("info@vorsorgeportal.de.example.com")).toBe(false);
  });

  it("outputs the address trimmed and lower-cased", () => {
    expect(customer.parse({ email: "  Max.Mustermann@Example.DE " })).toEqual({
      email: "max.mustermann@example.de",
    });
  });
});

describe("confidant e-mail", () => {
  it("rejects every own-domain address", () => {
    expect(message(confidant, "vorsorge+x@vorsorgeportal.de")).toBe(INVALID_CONFIDANT);
    expect(message(confidant, "kundenservice+1@vorsorgeportal.de")).toBe(INVALID_CONFIDANT);
    expect(message(confidant, "info@VORSORGEPORTAL.DE")).toBe(INVALID_CONFIDANT);
  });

  it("accepts other addresses and still checks Latin characters", () => {
    expect(message(confidant, "anna@example.de")).toBeUndefined();
    expect(message(confidant, "anna@exämple.de")).toBe(NO_LATIN);
  });
});

describe("plain and optional e-mail", () => {
  it("sign-in checks the format only", () => {
    expect(message(plain, "info@vorsorgeportal.de")).toBeUndefined();
    expect(message(plain, "müller@example.de")).toBe(EMAIL);
  });

  it("an optional address may be empty but must be valid when given", () => {
    expect(optionalLatin.parse({})).toEqual({ email: undefined });
    expect(optionalLatin.parse({ email: "  " })).toEqual({ email: undefined });
    expect(message(optionalLatin, "jürgen@example.de")).toBe(NO_LATIN);
    expect(optionalLatin.parse({ email: "Anna@Example.de" })).toEqual({ email: "anna@example.de" });
  });

  it("helpers answer the own-domain questions", () => {
    expect(isAllowedOwnDomainEmail("vorsorge+a@vorsorgeportal.de")).toBe(true);
    expect(isAllowedOwnDomainEmail("other@vorsorgeportal.de")).toBe(false);
  });
});
