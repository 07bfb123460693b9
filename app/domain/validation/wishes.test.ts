import { describe, expect, it } from "vitest";
import { trustedPersonSchema } from "./trusted-person";
import {
  guestSchema,
  readAccessGrantSchema,
  wishAnswerSchema,
  wishEditSchema,
  wishesConsentSchema,
} from "./wishes";
import { errorsOf, REQUIRED, submit } from "./test-utils";

describe("wish answer (funnel step and edit page)", () => {
  it("takes text and decision; an empty text is allowed (skipping)", () => {
    expect(submit(wishAnswerSchema, { text: "Ave Maria\r\nvon Schubert" })).toMatchObject({
      status: "success",
      value: { text: "Ave Maria\nvon Schubert", leftToSurvivors: false },
    });
    expect(submit(wishAnswerSchema, { leftToSurvivors: "on" })).toMatchObject({
      status: "success",
      value: { leftToSurvivors: true },
    });
    expect(submit(wishAnswerSchema, {})).toMatchObject({
      status: "success",
      value: { leftToSurvivors: false },
    });
  });

  it("refuses a text together with leaving the decision to the survivors", () => {
    for (const schema of [wishAnswerSchema, wishEditSchema])
      expect(submit(schema, { text: "Ave Maria", leftToSurvivors: "on" }).error).toEqual({
        leftToSurvivors: [
          "Bitte schreiben Sie Ihren Wunsch auf oder überlassen Sie die Entscheidung Ihren Hinterbliebenen – nicht beides.",
        ],
      });
  });

  it("rejects more than 500 characters, counting a line break once", () => {
    expect(errorsOf(wishAnswerSchema, { text: "x".repeat(501) })).toEqual({
      text: ["Bitte geben Sie höchstens 500 Zeichen ein."],
    });
    expect(submit(wishAnswerSchema, { text: `${"x".repeat(249)}\r\n${"y".repeat(250)}` }).status).toBe(
      "success",
    );
  });

  it("the edit page's consent is an optional checkbox", () => {
    expect(submit(wishEditSchema, { text: "a", consent: "on" })).toMatchObject({ value: { consent: true } });
    expect(submit(wishEditSchema, { text: "a" })).toMatchObject({ value: { consent: false } });
  });
});

describe("wishes consent (GDPR Art. 9)", () => {
  it("must be ticked, with a message that says why", () => {
    expect(submit(wishesConsentSchema, {}).error).toEqual({
      consent: ["Bitte willigen Sie ein, damit wir Ihre Wünsche speichern dürfen."],
    });
    expect(submit(wishesConsentSchema, { consent: "on" }).status).toBe("success");
  });
});

describe("guest", () => {
  it("needs a name; everything else is optional", () => {
    expect(submit(guestSchema, { name: "" }).error).toEqual({ name: [REQUIRED] });
    expect(submit(guestSchema, { name: "Familie Schmidt", invite: "on" })).toMatchObject({
      status: "success",
      value: { name: "Familie Schmidt", invite: true, notify: false },
    });
  });

  it("checks the e-mail (Latin characters, format) and the lengths", () => {
    const errors = submit(guestSchema, {
      name: "x".repeat(101),
      email: "jürgen@beispiel.de",
      note: "n".repeat(501),
      address: "a".repeat(301),
    }).error;
    expect(Object.keys(errors ?? {}).sort()).toEqual(["address", "email", "name", "note"]);
    expect(submit(guestSchema, { name: "Eva", email: "Eva@Beispiel.de" })).toMatchObject({
      value: { email: "eva@beispiel.de" },
    });
  });
});

describe("trusted person", () => {
  const person = {
    firstname: "Eva",
    lastname: "Schmidt",
    email: "eva@beispiel.de",
    phone: "0431 123456",
  };

  it("needs first and last name and phone; the phone becomes E.164", () => {
    expect(submit(trustedPersonSchema, {}).error).toEqual({
      firstname: [REQUIRED],
      lastname: [REQUIRED],
      phone: [REQUIRED],
    });
    expect(submit(trustedPersonSchema, person)).toMatchObject({ value: { phone: "+49431123456" } });
  });

  it("takes a person without an e-mail address (many older people's confidants have none)", () => {
    const result = submit(trustedPersonSchema, { ...person, email: "" });
    expect(result.error).toBeUndefined();
    expect(result.value).not.toHaveProperty("email", expect.any(String));
  });

  it("refuses non-Latin e-mail characters and our own domain (confidant rule)", () => {
    expect(errorsOf(trustedPersonSchema, { ...person, email: "евa@beispiel.de" }).email).toHaveLength(1);
    expect(
      errorsOf(trustedPersonSchema, { ...person, email: "kundenservice+a@vorsorgeportal.de" }).email,
    ).toHaveLength(1);
  });

  it("drops anything the form does not know, permissionGrantedAt included", () => {
    const result = submit(trustedPersonSchema, { ...person, permissionGrantedAt: "2026-01-01" });
    expect(result.value).not.toHaveProperty("permissionGrantedAt");
  });
});

describe("read access grant", () => {
  it("accepts only the offered durations", () => {
    expect(readAccessGrantSchema.safeParse({ days: "30" }).success).toBe(true);
    expect(readAccessGrantSchema.safeParse({ days: "365" }).success).toBe(false);
    expect(readAccessGrantSchema.safeParse({}).success).toBe(false);
  });
});
