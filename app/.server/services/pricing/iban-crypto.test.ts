import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decryptIban, encryptIban, ibanKey } from "./iban-crypto";

const IBAN = "DE89370400440532013000";

describe("IBAN encryption at rest", () => {
  it("round-trips, never contains the IBAN, differs per call (random IV)", () => {
    const key = ibanKey({ KEY_ENCRYPTION_KEY: "k".repeat(40), DATA_DIR: "/nonexistent" });
    const a = encryptIban(key, IBAN);
    const b = encryptIban(key, IBAN);
    expect(a).not.toContain(IBAN);
    expect(a).not.toBe(b);
    expect(decryptIban(key, a)).toBe(IBAN);
  });

  it("a tampered value, another key or garbage gives null", () => {
    const key = ibanKey({ KEY_ENCRYPTION_KEY: "k".repeat(40), DATA_DIR: "/nonexistent" });
    const other = ibanKey({ KEY_ENCRYPTION_KEY: "o".repeat(40), DATA_DIR: "/nonexistent" });
    const sealed = encryptIban(key, IBAN);
    const parts = sealed.split(".");
    parts[3] = Buffer.from(
      "XX" + Buffer.from(parts[3]!, "base64url").toString("latin1").slice(2),
      "latin1",
    ).toString("base64url");
    expect(decryptIban(key, parts.join("."))).toBeNull();
    expect(decryptIban(other, sealed)).toBeNull();
    expect(decryptIban(key, "nonsense")).toBeNull();
    expect(decryptIban(key, `${sealed}.extra`)).toBeNull();
  });

  it("without KEY_ENCRYPTION_KEY a key is generated once and kept in DATA_DIR", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "iban-key-"));
    const key = ibanKey({ KEY_ENCRYPTION_KEY: undefined, DATA_DIR: dir });
    expect(key).toHaveLength(32);
    expect(fs.statSync(path.join(dir, "iban-key")).mode & 0o777).toBe(0o600);
    const stored = Buffer.from(fs.readFileSync(path.join(dir, "iban-key"), "utf8"), "base64url");
    expect(stored.equals(key)).toBe(true);
  });
});
