import { describe, expect, it } from "vitest";
import { hashPassword, verifyDummyPassword, verifyPassword } from "./password";
import { assertPasswordPolicy, normalizeEmail, requireEmail } from "./policy";

describe("password hashing", () => {
  it("stores scrypt parameters, salt and hash, and verifies only the right password", async () => {
    const stored = await hashPassword("geheim123");
    expect(stored).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$[A-Za-z0-9+/]+=*\$[A-Za-z0-9+/]+=*$/);
    expect(await verifyPassword("geheim123", stored)).toBe(true);
    expect(await verifyPassword("geheim124", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("salts every hash", async () => {
    const [a, b] = await Promise.all([hashPassword("gleich123"), hashPassword("gleich123")]);
    expect(a).not.toBe(b);
  });

  it("honours the parameters stored with a hash", async () => {
    const stored = await hashPassword("geheim123");
    // Same salt and key, different cost: must not verify.
    expect(await verifyPassword("geheim123", stored.replace("ln=15", "ln=14"))).toBe(false);
  });

  it("rejects malformed or excessive stored hashes without throwing", async () => {
    for (const stored of [
      "",
      "x",
      "$scrypt$ln=30,r=8,p=1$AAAA$AAAAAAAAAAAAAAAAAAAAAA==",
      "$argon2id$v=19$...",
    ]) {
      expect(await verifyPassword("geheim123", stored)).toBe(false);
    }
  });

  it("answers every one of many sign-ins at once correctly (they wait their turn, none is dropped)", async () => {
    const stored = await hashPassword("richtig-1");
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => verifyPassword(i % 2 ? "richtig-1" : "falsch-1", stored)),
    );
    expect(answers).toEqual([false, true, false, true, false, true]);
  });

  it("spends a verification on unknown accounts and answers false", async () => {
    expect(await verifyDummyPassword("geheim123")).toBe(false);
  });
});

describe("identity policy", () => {
  it("enforces the password policy: 6 to 128 characters, a lowercase letter, no space at either end", () => {
    for (const bad of ["12345", " geheim123", "geheim123 ", "x".repeat(129), "123456", "GEHEIM123"]) {
      expect(() => assertPasswordPolicy(bad)).toThrow(
        expect.objectContaining({ code: "InvalidPasswordException" }),
      );
    }
    expect(() => assertPasswordPolicy("geheim")).not.toThrow();
    expect(() => assertPasswordPolicy("GEHEIMß1")).not.toThrow();
  });

  it("normalises e-mails and refuses malformed ones", () => {
    expect(normalizeEmail("  Erika.Muster@Example.DE ")).toBe("erika.muster@example.de");
    expect(requireEmail(" A@Example.de")).toBe("a@example.de");
    expect(() => requireEmail("keine-adresse")).toThrow(
      expect.objectContaining({ code: "InvalidParameterException", field: "email" }),
    );
  });
});
