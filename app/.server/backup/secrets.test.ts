/**
 * What a backup carries of the secrets and what it says of the others (decision 0099): the files of DATA_DIR in
 * use go in, a secret of the environment stays out with a warning naming it, and a restore tells the operator
 * what the restored data needs from the environment.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keyNotices, keySettingsOf, secretsForBackup } from "./secrets";

const KEK = "k".repeat(40);
const SESSION = "s".repeat(48);
let dataDir: string;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "vp-backup-secrets-"));
  fs.writeFileSync(path.join(dataDir, "iban-key"), "iban-key-content");
  fs.writeFileSync(path.join(dataDir, "session-secret"), SESSION);
  fs.writeFileSync(path.join(dataDir, "mailbox-key"), "mailbox");
});

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("a backup's secrets", () => {
  it("of an embedded start: the IBAN key and the session secret of DATA_DIR, nothing to keep elsewhere", () => {
    const { keys, secrets, keptElsewhere } = secretsForBackup({ DATA_DIR: dataDir });
    expect(secrets).toEqual({ "iban-key": "iban-key-content", "session-secret": SESSION });
    expect(keys).toEqual({ iban: "DATA_DIR/iban-key", sealing: "DATA_DIR/session-secret", fingerprints: {} });
    expect(keptElsewhere).toEqual([]);
  });

  it("with KEY_ENCRYPTION_KEY: no key in the file, a warning naming the variable, a fingerprint only", () => {
    const made = secretsForBackup({ DATA_DIR: dataDir, KEY_ENCRYPTION_KEY: KEK, SESSION_SECRET: SESSION });
    expect(made.secrets).toEqual({});
    expect(made.keptElsewhere.map((notice) => notice.en)).toEqual([
      expect.stringContaining("KEY_ENCRYPTION_KEY comes from the environment and is NOT in the backup"),
    ]);
    expect(JSON.stringify(made)).not.toContain(KEK);
  });

  it("with SESSION_SECRET from the environment: the IBAN key goes in, a warning names SESSION_SECRET", () => {
    const made = secretsForBackup({ DATA_DIR: dataDir, SESSION_SECRET: "e".repeat(40) });
    expect(Object.keys(made.secrets)).toEqual(["iban-key"]);
    expect(made.keys.sealing).toBe("SESSION_SECRET");
    expect(made.keptElsewhere[0]!.de).toContain("SESSION_SECRET kommt aus der Umgebung");
  });

  it("of a running portal: SESSION_SECRET read from DATA_DIR counts as the file's", () => {
    expect(keySettingsOf({ DATA_DIR: dataDir, SESSION_SECRET: SESSION }).SESSION_SECRET).toBeUndefined();
    expect(keySettingsOf({ DATA_DIR: dataDir, SESSION_SECRET: "e".repeat(40) }).SESSION_SECRET).toBe(
      "e".repeat(40),
    );
  });
});

describe("a restore's notices", () => {
  // Made when called: the files of DATA_DIR are there from beforeAll on.
  const withKek = () => secretsForBackup({ DATA_DIR: dataDir, KEY_ENCRYPTION_KEY: KEK });
  const embedded = () => secretsForBackup({ DATA_DIR: dataDir });
  const notices = (make: typeof withKek, env: { KEY_ENCRYPTION_KEY?: string; SESSION_SECRET?: string }) =>
    keyNotices(make().keys, make().secrets, { DATA_DIR: "/restored", ...env }).map((notice) => notice.en);

  it("say nothing when the environment has what the data needs", () => {
    expect(notices(withKek, { KEY_ENCRYPTION_KEY: KEK })).toEqual([]);
    expect(notices(embedded, {})).toEqual([]);
  });

  it("ask for KEY_ENCRYPTION_KEY when it is missing or another", () => {
    expect(notices(withKek, {})).toEqual([expect.stringContaining("Set KEY_ENCRYPTION_KEY")]);
    expect(notices(withKek, { KEY_ENCRYPTION_KEY: "x".repeat(40) })).toEqual([
      expect.stringContaining("is NOT the value at backup time"),
    ]);
  });

  it("warn when an embedded backup is restored where KEY_ENCRYPTION_KEY or another SESSION_SECRET is set", () => {
    expect(notices(embedded, { KEY_ENCRYPTION_KEY: KEK })).toEqual([
      expect.stringContaining("IBANs are encrypted with DATA_DIR/iban-key"),
      expect.stringContaining("sealed with SESSION_SECRET"),
    ]);
    expect(notices(embedded, { SESSION_SECRET: "o".repeat(40) })).toEqual([
      expect.stringContaining("overrides the restored DATA_DIR/session-secret"),
    ]);
  });
});
