/**
 * Limits on what costs money or reputation (decision 0030): mails to an address a customer typed, PDF builds and
 * the data export. Counted per account and per IP in `login_attempts` (identity/limits.ts), so they hold across
 * replicas; PDF builds are also capped per process, so a burst of them cannot hold up every other request.
 */
import { ServiceError, type ApiErrorCode } from "~/domain/errors";
import type { Db } from "../db/client";
import type { Provision } from "../db/schema";
import { recordAttempt } from "../identity/limits";
import {
  DATA_EXPORT_LIMIT,
  DOCUMENT_BUILD_LIMIT,
  THIRD_PARTY_MAIL_LIMIT,
  type RateLimit,
} from "../identity/policy";
import type { Tx } from "./provisions";
import { requireFeature } from "./features";
import { pdfBuilds } from "../metrics";

/** The key an account's attempts are counted under (the column holds e-mails for the identity limits). */
const accountKey = (userId: string) => `account:${userId}`;

/** Records one unit of work for the account; one too many throws `code` (429) instead of the sign-in message. */
async function count(
  db: Db | Tx,
  limit: RateLimit,
  userId: string,
  ip: string | null | undefined,
  code: ApiErrorCode,
  now: Date,
) {
  try {
    await recordAttempt(db as Db, limit, { email: accountKey(userId), ip: ip ?? "" }, now);
  } catch (error) {
    if (error instanceof ServiceError && error.code === "LimitExceededException") {
      throw new ServiceError(code, { detail: error.detail });
    }
    throw error;
  }
}

/**
 * Call inside `changeProvision`, before a mail to an address the customer typed is queued: refuses an account
 * whose e-mail is unconfirmed (403) and counts the mail against THIRD_PARTY_MAIL_LIMIT (429). The provision row
 * is locked by then, so concurrent requests of one account count one after the other; a refusal rolls the whole
 * change back, so nothing is stored or sent.
 */
export async function allowThirdPartyMail(
  tx: Tx,
  provision: Provision,
  ip: string | null | undefined,
  now: Date,
) {
  requireFeature(provision, "thirdPartyMail", now);
  await count(tx, THIRD_PARTY_MAIL_LIMIT, provision.userId ?? provision.id, ip, "mailLimitReached", now);
}

/** PDF builds running in this process at once; more answer 503 "please try again shortly". */
let building = 0;
/** Default cap: one per core of the machine the portal was sized for (2). */
export const DEFAULT_MAX_CONCURRENT_PDFS = 2;

export interface DocumentBuildOptions {
  ip?: string | null;
  now: Date;
  /** PDF_MAX_CONCURRENT of the configuration. */
  maxConcurrent?: number;
}

/**
 * Runs `build` (load the data, build the PDF) when a slot is free and the account is within
 * DOCUMENT_BUILD_LIMIT: a full process answers 503 (documentBusy) before counting anything, one build too many
 * for the account 429 (documentLimitReached).
 */
export async function buildDocumentLimited<T>(
  db: Db,
  userId: string,
  build: () => Promise<T>,
  { ip, now, maxConcurrent = DEFAULT_MAX_CONCURRENT_PDFS }: DocumentBuildOptions,
): Promise<T> {
  if (building >= maxConcurrent) {
    pdfBuilds.inc({ outcome: "busy" });
    throw new ServiceError("documentBusy", { detail: `${building} PDF builds running` });
  }
  building++;
  try {
    try {
      await count(db, DOCUMENT_BUILD_LIMIT, userId, ip, "documentLimitReached", now);
    } catch (error) {
      pdfBuilds.inc({ outcome: "limited" });
      throw error;
    }
    const built = await build().catch((error: unknown) => {
      pdfBuilds.inc({ outcome: "failed" });
      throw error;
    });
    pdfBuilds.inc({ outcome: "built" });
    return built;
  } finally {
    building--;
  }
}

/** PDF builds running in this process now, for the metrics (decision 0097). */
export const pdfBuildsRunning = () => building;

/** Counts one data export of the account against DATA_EXPORT_LIMIT (429 when one too many). */
export async function allowDataExport(
  db: Db,
  actor: { userId: string },
  { ip, now }: { ip: string | null | undefined; now: Date },
) {
  await count(db, DATA_EXPORT_LIMIT, actor.userId, ip, "documentLimitReached", now);
}
