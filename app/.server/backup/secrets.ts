/**
 * The secrets the stored data needs (decision 0099). Stored IBANs open with a key derived from
 * KEY_ENCRYPTION_KEY, else with DATA_DIR/iban-key (services/pricing/iban-crypto.ts); the JWT signing keys,
 * second-factor secrets and company sign-in tokens are sealed with KEY_ENCRYPTION_KEY, else SESSION_SECRET,
 * which is the environment's or DATA_DIR/session-secret (identity/keys.ts, config.ts).
 *
 * A backup takes the files of DATA_DIR that are in use along (so it is as secret as the database and its keys
 * together, and written with mode 0600); a secret from the environment stays out, and the backup says loudly
 * that it must be kept elsewhere. It records a fingerprint of each such secret, so a restore can tell whether
 * the environment it runs in has the same one. The developer mailbox's key is not needed by any data.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { BackupFileError, RestoreRefusedError } from "~/domain/errors";
import type { Config } from "../config";
import type { BackupKeys } from "./format";

/** The files of DATA_DIR a backup may carry; a restore writes no other name. */
const SECRET_FILES = ["iban-key", "session-secret"] as const;

/** The key settings of a portal: the two variables as the environment gives them (unset: undefined). */
export interface KeySettings {
  KEY_ENCRYPTION_KEY?: string;
  /** SESSION_SECRET from the environment only; without it the portal uses DATA_DIR/session-secret. */
  SESSION_SECRET?: string;
  DATA_DIR: string;
}

/**
 * The key settings of a running portal: SESSION_SECRET counts as the environment's unless it is the content
 * of DATA_DIR/session-secret (config.ts reads the file only when the variable is unset).
 */
export function keySettingsOf(
  config: Pick<Config, "KEY_ENCRYPTION_KEY" | "SESSION_SECRET" | "DATA_DIR">,
): KeySettings {
  const fromFile = readSecret(config.DATA_DIR, "session-secret")?.trim();
  return {
    KEY_ENCRYPTION_KEY: config.KEY_ENCRYPTION_KEY,
    SESSION_SECRET: fromFile === config.SESSION_SECRET ? undefined : config.SESSION_SECRET,
    DATA_DIR: config.DATA_DIR,
  };
}

/** A message for the operator, in German and English (as the command-line tools print them). */
export interface Notice {
  de: string;
  en: string;
}

export function fingerprint(secret: string): string {
  return createHash("sha256")
    .update(`vorsorgeportal backup fingerprint v1\0${secret}`)
    .digest("hex")
    .slice(0, 16);
}

function readSecret(dataDir: string, name: string): string | undefined {
  try {
    return fs.readFileSync(path.join(dataDir, name), "utf8");
  } catch {
    return undefined;
  }
}

const SEALED = "JWT-Signierschlüssel, Zweitfaktor-Geheimnisse, Firmen-Anmeldungen";
const SEALED_EN = "JWT signing keys, second-factor secrets, company sign-in tokens";

/**
 * What a backup carries of the secrets: the files of DATA_DIR in use, where each key comes from, and a notice
 * for every secret from the environment that the backup does not hold.
 */
export function secretsForBackup(settings: KeySettings): {
  keys: BackupKeys;
  secrets: Record<string, string>;
  keptElsewhere: Notice[];
} {
  const kek = settings.KEY_ENCRYPTION_KEY;
  const secrets: Record<string, string> = {};
  const keptElsewhere: Notice[] = [];
  const fingerprints: BackupKeys["fingerprints"] = {};
  let iban: BackupKeys["iban"] = "KEY_ENCRYPTION_KEY";
  let sealing: BackupKeys["sealing"] = "KEY_ENCRYPTION_KEY";
  if (kek) {
    fingerprints.KEY_ENCRYPTION_KEY = fingerprint(kek);
    keptElsewhere.push({
      de: `KEY_ENCRYPTION_KEY kommt aus der Umgebung und ist NICHT in der Sicherung: ohne genau diesen Wert sind die IBANs und die ${SEALED} der Sicherung unlesbar. Bewahren Sie ihn getrennt sicher auf.`,
      en: `KEY_ENCRYPTION_KEY comes from the environment and is NOT in the backup: without this exact value the backup's IBANs and ${SEALED_EN} cannot be read. Keep it safe elsewhere.`,
    });
  } else {
    const ibanKey = readSecret(settings.DATA_DIR, "iban-key");
    iban = ibanKey === undefined ? "none" : "DATA_DIR/iban-key";
    if (ibanKey !== undefined) secrets["iban-key"] = ibanKey;
    if (settings.SESSION_SECRET) {
      sealing = "SESSION_SECRET";
      fingerprints.SESSION_SECRET = fingerprint(settings.SESSION_SECRET);
      keptElsewhere.push({
        de: `SESSION_SECRET kommt aus der Umgebung und ist NICHT in der Sicherung: ohne genau diesen Wert sind die ${SEALED} der Sicherung unlesbar. Bewahren Sie ihn getrennt sicher auf.`,
        en: `SESSION_SECRET comes from the environment and is NOT in the backup: without this exact value the backup's ${SEALED_EN} cannot be read. Keep it safe elsewhere.`,
      });
    } else {
      sealing = "DATA_DIR/session-secret";
      const sessionSecret = readSecret(settings.DATA_DIR, "session-secret");
      if (sessionSecret !== undefined) secrets["session-secret"] = sessionSecret;
    }
  }
  return { keys: { iban, sealing, fingerprints }, secrets, keptElsewhere };
}

/**
 * What the portal restored here needs from its environment to read the restored data, compared with where
 * the keys came from at backup time; one notice per thing to set (nothing: it will read everything).
 */
export function keyNotices(keys: BackupKeys, secrets: Record<string, string>, target: KeySettings): Notice[] {
  const notices: Notice[] = [];
  const kek = target.KEY_ENCRYPTION_KEY;
  const needsKek = keys.iban === "KEY_ENCRYPTION_KEY" || keys.sealing === "KEY_ENCRYPTION_KEY";
  if (needsKek && !kek) {
    notices.push({
      de: "Setzen Sie KEY_ENCRYPTION_KEY auf den Wert zur Zeit der Sicherung, bevor Sie das Portal starten: ohne ihn sind IBANs und Schlüssel unlesbar.",
      en: "Set KEY_ENCRYPTION_KEY to its value at backup time before starting the portal: without it IBANs and keys cannot be read.",
    });
  } else if (needsKek && kek && fingerprint(kek) !== keys.fingerprints.KEY_ENCRYPTION_KEY) {
    notices.push({
      de: "KEY_ENCRYPTION_KEY dieser Umgebung ist NICHT der Wert zur Zeit der Sicherung: setzen Sie den damaligen Wert.",
      en: "KEY_ENCRYPTION_KEY of this environment is NOT the value at backup time: set that value.",
    });
  }
  if (keys.iban === "DATA_DIR/iban-key" && kek) {
    notices.push({
      de: "Die IBANs der Sicherung sind mit DATA_DIR/iban-key verschlüsselt; mit gesetztem KEY_ENCRYPTION_KEY nimmt das Portal einen anderen Schlüssel und kann sie nicht lesen. Starten Sie es ohne KEY_ENCRYPTION_KEY.",
      en: "The backup's IBANs are encrypted with DATA_DIR/iban-key; with KEY_ENCRYPTION_KEY set the portal uses another key and cannot read them. Start it without KEY_ENCRYPTION_KEY.",
    });
  }
  if (keys.sealing !== "KEY_ENCRYPTION_KEY" && kek) {
    notices.push({
      de: `Die ${SEALED} der Sicherung sind mit SESSION_SECRET versiegelt; mit gesetztem KEY_ENCRYPTION_KEY startet das Portal nicht. Starten Sie es ohne KEY_ENCRYPTION_KEY.`,
      en: `The backup's ${SEALED_EN} are sealed with SESSION_SECRET; with KEY_ENCRYPTION_KEY set the portal will not start. Start it without KEY_ENCRYPTION_KEY.`,
    });
  } else if (keys.sealing === "SESSION_SECRET") {
    const session = target.SESSION_SECRET;
    if (!session || fingerprint(session) !== keys.fingerprints.SESSION_SECRET) {
      notices.push({
        de: "Setzen Sie SESSION_SECRET auf den Wert zur Zeit der Sicherung, bevor Sie das Portal starten (sonst startet es nicht).",
        en: "Set SESSION_SECRET to its value at backup time before starting the portal (otherwise it will not start).",
      });
    }
  } else if (keys.sealing === "DATA_DIR/session-secret" && !kek) {
    const session = target.SESSION_SECRET;
    if (session && session.trim() !== secrets["session-secret"]?.trim()) {
      notices.push({
        de: "SESSION_SECRET dieser Umgebung ersetzt das wiederhergestellte DATA_DIR/session-secret, mit dem die Schlüssel versiegelt sind: entfernen Sie SESSION_SECRET (sonst startet das Portal nicht).",
        en: "SESSION_SECRET of this environment overrides the restored DATA_DIR/session-secret the keys are sealed with: unset SESSION_SECRET (otherwise the portal will not start).",
      });
    }
  }
  return notices;
}

function checkedSecrets(secrets: Record<string, string>): [string, string][] {
  const entries = Object.entries(secrets);
  for (const [name, value] of entries) {
    if (!(SECRET_FILES as readonly string[]).includes(name) || typeof value !== "string") {
      throw new BackupFileError("damaged", `the backup names an unknown secret file: ${name}`);
    }
  }
  return entries;
}

/** Refuses (unless `force`) when DATA_DIR holds one of the backup's secret files with another content. */
export function checkSecretFiles(secrets: Record<string, string>, dataDir: string, force: boolean): void {
  if (force) return;
  const differing = checkedSecrets(secrets)
    .filter(([name, value]) => {
      const present = readSecret(dataDir, name);
      return present !== undefined && present.trim() !== value.trim();
    })
    .map(([name]) => path.join(dataDir, name));
  if (differing.length > 0) {
    throw new RestoreRefusedError(
      "secretDiffers",
      `${differing.join(", ")} already exists with another value; the restore would replace it (use --force)`,
    );
  }
}

/**
 * Writes the backup's secret files into DATA_DIR (mode 0600); a file with another content is kept beside as
 * `<name>.before-restore-<stamp>` (only with --force, see checkSecretFiles). Returns the files written.
 */
export function writeSecretFiles(secrets: Record<string, string>, dataDir: string, stamp: string): string[] {
  fs.mkdirSync(dataDir, { recursive: true });
  const written: string[] = [];
  for (const [name, value] of checkedSecrets(secrets)) {
    const file = path.join(dataDir, name);
    const present = readSecret(dataDir, name);
    if (present === value) continue;
    if (present !== undefined) fs.renameSync(file, `${file}.before-restore-${stamp}`);
    fs.writeFileSync(file, value, { mode: 0o600 });
    written.push(file);
  }
  return written;
}
