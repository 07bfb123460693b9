import { ConfigError, KeyEncryptionError } from "~/domain/errors";
import { LRUCache } from "lru-cache";
import { createCookieSessionStorage, createSession, type SessionStorage } from "react-router";
import { systemClock, type Clock } from "./clock";
import { embeddedContent } from "./content/embedded";
import { httpContent } from "./content/http";
import type { ContentPort } from "./content/port";
import { configWarnings, loadConfig, secureCookies, withMailboxKey, type Config } from "./config";
import { openDatabase, type Database } from "./db/client";
import { configureKeyEncryption, prepareSigningKeys } from "./identity/keys";
import { releaseSeedFiles, seed } from "./db/seed";
import { logger } from "./logger";
import type { AppSession, SessionData, SessionFlashData } from "./session";

/** Everything a request needs that lives as long as the process. */
export interface Runtime {
  config: Config;
  database: Database;
  sessions: SessionStorage<SessionData, SessionFlashData>;
  content: ContentPort;
  /** "Now" for the time rules: the system clock; with the e2e fixtures on, one a test can move. */
  clock: Clock;
}

export const SESSION_COOKIE = "__vp_session";

type Sessions = SessionStorage<SessionData, SessionFlashData>;

/**
 * Remembers what a Cookie header decoded to. A signed cookie is an immutable value (the same header
 * always gives the same data under the same secret), and decoding it costs an HMAC key import and check
 * plus base64 and JSON work on every request of a signed-in user. Each hit gets its own copy of the data,
 * parsed from the JSON kept here (the data came from JSON in the cookie; parsing costs half a structuredClone).
 */
function rememberDecodedSessions(storage: Sessions): Sessions {
  const decoded = new LRUCache<string, string>({
    maxSize: 16_000_000,
    sizeCalculation: (json, header) => header.length + json.length,
  });
  return {
    ...storage,
    async getSession(cookieHeader, options) {
      if (!cookieHeader || options) return storage.getSession(cookieHeader, options);
      const hit = decoded.get(cookieHeader);
      if (hit) return createSession(JSON.parse(hit) as AppSession["data"]);
      const session = await storage.getSession(cookieHeader);
      decoded.set(cookieHeader, JSON.stringify(session.data));
      return session;
    },
  };
}

export function createSessionStorage(config: Config): Sessions {
  return rememberDecodedSessions(signedCookieSessions(config));
}

function signedCookieSessions(config: Config) {
  return createCookieSessionStorage<SessionData, SessionFlashData>({
    cookie: {
      name: SESSION_COOKIE,
      httpOnly: true,
      sameSite: "lax",
      secure: secureCookies(config),
      path: "/",
      secrets: [config.SESSION_SECRET],
    },
  });
}

/** The JWT signing keys: encrypted at rest with KEY_ENCRYPTION_KEY (else SESSION_SECRET); a wrong secret stops the start. */
async function prepareKeys(config: Config, database: Database, now: Date): Promise<void> {
  if (config.KEY_ENCRYPTION_KEY) configureKeyEncryption(config.KEY_ENCRYPTION_KEY, "KEY_ENCRYPTION_KEY");
  else configureKeyEncryption(config.SESSION_SECRET, "SESSION_SECRET");
  try {
    await prepareSigningKeys(database.db, now);
  } catch (error) {
    if (error instanceof KeyEncryptionError) throw new ConfigError(error.message);
    throw error;
  }
}

/** Validates the configuration, opens, migrates and seeds the database, prepares the signing keys. */
export async function startRuntime(env: NodeJS.ProcessEnv = process.env): Promise<Runtime> {
  const config = withMailboxKey(loadConfig(env));
  for (const warning of configWarnings(config)) logger.warn(warning);
  const started = performance.now();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await database.migrate();
    await seed(database.db, { demo: config.demoData });
    releaseSeedFiles();
    await prepareKeys(config, database, systemClock.now());
  } catch (error) {
    await database.close();
    throw error;
  }
  logger.info({ database: database.kind, ms: Math.round(performance.now() - started) }, "database ready");
  return {
    config,
    database,
    sessions: createSessionStorage(config),
    content: config.CONTENT_URL ? httpContent(config.CONTENT_URL) : embeddedContent(database.db),
    // server/app.ts swaps in the e2e fixtures' clock when (and only when) it mounts the fixtures.
    clock: systemClock,
  };
}
