/**
 * Funeral sites from a CSV file (/backoffice/sites/import; docs/backoffice-sites-csv.md, decision 0054).
 *
 * 1. `planImport` reads the file (UTF-8 with or without BOM, ";" or "," from the header line, csv-parse) and
 *    judges every row: add (new id), change (known id, different data), unchanged, or refuse with the line
 *    number and the German reasons — broken umlauts, coordinates abroad or far from the postal code, a bad
 *    fee, a duplicate within the file or of another stored site, …
 * 2. `stageImport` keeps the file's text on the server (wizard_drafts, keyed by the SHA-256 of a random token
 *    and scoped to the admin) when nothing is refused; the dry-run page and the apply form carry the token.
 * 3. `applyImport` reads the staged text and judges it again inside one transaction (the database may have
 *    changed since the dry run; nothing posted is trusted), then writes all rows in batches or nothing, and
 *    records one audit entry with the counts and the ids.
 */
import { parse } from "csv-parse/sync";
import { inArray, sql } from "drizzle-orm";
import { decodeCsv, detectSeparator, MAX_ROWS, readHeader, readRow } from "~/domain/funeral-sites/csv";
import { duplicateKey, type SiteRecord } from "~/domain/funeral-sites/site-record";
import { ServiceError } from "~/domain/errors";
import { t } from "~/i18n";
import { requireBackOffice, type Actor } from "../../auth/actor";
import type { Db } from "../../db/client";
import { funeralSites } from "../../db/schema";
import { clearDraft, loadDraft, newDraftKey, saveDraft } from "../../wizard/drafts";
import { recordChange } from "../audit";
import { listGraveTypes, postalCodeProblems, siteValues, storedSite } from "./sites";

export type PlanKind = "add" | "change" | "unchanged" | "refuse";

/** One data row of the file, judged. */
export interface PlanRow {
  line: number;
  kind: PlanKind;
  id: string;
  title: string;
  plz: string;
  city: string;
  /** German reasons (refused rows), or the changed fields' names (changed rows). */
  reasons: string[];
}

export interface ImportPlan {
  /** Problems of the whole file (header, separator, encoding of the header); no row is judged then. */
  fileProblems: string[];
  rows: PlanRow[];
  counts: Record<PlanKind, number>;
  /** Whether "Import anwenden" may run: rows to write and nothing refused. */
  applicable: boolean;
}

interface Judged {
  plan: ImportPlan;
  /** The rows to write (add and change); `active` from "aktiv", else as stored (new sites: active). */
  writes: { record: SiteRecord; active: boolean; kind: "add" | "change" }[];
}

const emptyCounts = (): Record<PlanKind, number> => ({ add: 0, change: 0, unchanged: 0, refuse: 0 });

function fileRefused(problems: string[]): Judged {
  return { plan: { fileProblems: problems, rows: [], counts: emptyCounts(), applicable: false }, writes: [] };
}

/** Field names that differ between the stored site and the row (for "change" rows). */
function changedFields(stored: SiteRecord & { active: boolean }, record: SiteRecord, active: boolean | null) {
  const fields: string[] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const values = siteValues(record);
  const before = siteValues(stored);
  for (const key of [
    "title",
    "street",
    "plz",
    "city",
    "state",
    "lat",
    "lon",
    "organisationName",
    "funeralTypes",
  ] as const) {
    if (!same(before[key], values[key])) fields.push(t(`backoffice.sites.field.${key}`));
  }
  const feeKeys = [...new Set([...Object.keys(stored.fees), ...Object.keys(record.fees)])].sort();
  if (feeKeys.some((key) => stored.fees[key] !== record.fees[key]))
    fields.push(t("backoffice.sites.field.fees"));
  if (active !== null && active !== stored.active) fields.push(t("backoffice.sites.field.active"));
  return fields;
}

/** Judges the file's text against the database (`db` may be a transaction). */
async function judge(db: Db, text: string, brokenLines: readonly number[]): Promise<Judged> {
  const firstLineEnd = text.indexOf("\n");
  const headerLine = (firstLineEnd < 0 ? text : text.slice(0, firstLineEnd)).replace(/\r$/, "");
  if (!headerLine.trim()) return fileRefused([t("backoffice.sites.csv.empty")]);
  if (brokenLines.includes(1))
    return fileRefused([
      t("backoffice.sites.csv.line", { line: 1, message: t("backoffice.sites.csv.notUtf8") }),
    ]);
  const separator = detectSeparator(headerLine);
  if ("wrong" in separator) {
    return fileRefused([
      separator.wrong
        ? t("backoffice.sites.csv.separator.wrong", {
            separator: separator.wrong === "\t" ? "Tabulator" : separator.wrong,
          })
        : t("backoffice.sites.csv.separator.none"),
    ]);
  }
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter: separator.separator,
      relax_column_count: true,
      skip_empty_lines: true,
      info: true,
      trim: false,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return fileRefused([t("backoffice.sites.csv.unreadable", { line: line ?? "?" })]);
  }
  const graveTypes = await listGraveTypes(db);
  const [head, ...data] = records;
  if (!head) return fileRefused([t("backoffice.sites.csv.empty")]);
  const header = readHeader(head.record, graveTypes);
  if ("problems" in header) {
    // A header of one column holding the names with another separator: say so rather than "missing".
    return fileRefused(header.problems);
  }
  if (data.length === 0) return fileRefused([t("backoffice.sites.csv.noRows")]);
  if (data.length > MAX_ROWS) return fileRefused([t("backoffice.sites.csv.tooMany", { max: MAX_ROWS })]);

  const read = data.map(({ record, info }) => ({
    line: info.lines,
    cells: record,
    read: readRow(record, header.header, graveTypes),
  }));
  const ok = read.flatMap((row, index) => ("record" in row.read ? [{ index, record: row.read.record }] : []));
  const near = await postalCodeProblems(
    db,
    ok.map((row) => row.record),
  );
  const nearByRow = new Map(
    ok.flatMap((row, i) => (near.has(i) ? [[row.index, near.get(i)!.message] as const] : [])),
  );

  // Stored sites with the same ids, or the same postal codes (for name + postal code duplicates).
  const ids = [...new Set(ok.map((row) => row.record.id))];
  const plzs = [...new Set(ok.map((row) => row.record.plz))];
  const stored = new Map<string, ReturnType<typeof storedSite>>();
  const byKey = new Map<string, string>();
  for (let i = 0; i < Math.max(ids.length, plzs.length); i += 2000) {
    const idPart = ids.slice(i, i + 2000);
    const plzPart = plzs.slice(i, i + 2000);
    const rows = await db
      .select()
      .from(funeralSites)
      .where(
        sql`${idPart.length ? inArray(funeralSites.id, idPart) : sql`false`} or ${plzPart.length ? inArray(funeralSites.plz, plzPart) : sql`false`}`,
      );
    for (const row of rows) {
      stored.set(row.id, storedSite(row));
      byKey.set(duplicateKey(row.title, row.plz), row.id);
    }
  }

  const seenIds = new Map<string, number>();
  const seenKeys = new Map<string, number>();
  const rows: PlanRow[] = [];
  const writes: Judged["writes"] = [];
  const counts = emptyCounts();
  read.forEach((row, index) => {
    const reasons: string[] = [];
    if (brokenLines.includes(row.line)) reasons.push(t("backoffice.sites.csv.notUtf8"));
    const cell = (n: number) => (row.cells[n] ?? "").trim();
    let summary = { id: "", title: "", plz: "", city: "" };
    if ("reasons" in row.read) {
      const h = header.header.index;
      summary = {
        id: h.id !== undefined ? cell(h.id) : "",
        title: h.name !== undefined ? cell(h.name) : "",
        plz: h.plz !== undefined ? cell(h.plz) : "",
        city: h.ort !== undefined ? cell(h.ort) : "",
      };
      for (const reason of row.read.reasons) if (!reasons.includes(reason)) reasons.push(reason);
    } else {
      const { record, active } = row.read;
      summary = { id: record.id, title: record.title, plz: record.plz, city: record.city };
      const nearProblem = nearByRow.get(index);
      if (nearProblem) reasons.push(nearProblem);
      const key = duplicateKey(record.title, record.plz);
      const earlierId = seenIds.get(record.id);
      const earlierKey = seenKeys.get(key);
      if (earlierId !== undefined)
        reasons.push(t("backoffice.sites.csv.duplicate.id", { id: record.id, line: earlierId }));
      else if (earlierKey !== undefined)
        reasons.push(t("backoffice.sites.csv.duplicate.name", { line: earlierKey }));
      seenIds.set(record.id, row.line);
      seenKeys.set(key, row.line);
      const sameName = byKey.get(key);
      if (sameName !== undefined && sameName !== record.id) {
        reasons.push(t("backoffice.sites.duplicate.name", { id: sameName }));
      }
      if (reasons.length === 0) {
        const before = stored.get(record.id);
        if (!before) {
          counts.add++;
          rows.push({ line: row.line, kind: "add", ...summary, reasons: [] });
          writes.push({ record, active: active ?? true, kind: "add" });
          return;
        }
        const fields = changedFields(before, record, active);
        const kind = fields.length > 0 ? "change" : "unchanged";
        counts[kind]++;
        rows.push({ line: row.line, kind, ...summary, reasons: fields });
        if (kind === "change") writes.push({ record, active: active ?? before.active, kind });
        return;
      }
    }
    counts.refuse++;
    rows.push({ line: row.line, kind: "refuse", ...summary, reasons });
  });
  return {
    plan: { fileProblems: [], rows, counts, applicable: counts.refuse === 0 && writes.length > 0 },
    writes,
  };
}

/** Most bytes a file may have (the upload's body limit is a little above; app/.server/http/guards.ts). */
export const MAX_FILE_BYTES = 6 * 1024 * 1024;

/** The dry run: every row judged, nothing written. */
export async function planImport(
  db: Db,
  actor: Actor,
  { bytes }: { bytes: Uint8Array },
): Promise<ImportPlan> {
  requireBackOffice(actor, "admin");
  if (bytes.length === 0) return fileRefused([t("backoffice.sites.csv.noFile")]).plan;
  if (bytes.length > MAX_FILE_BYTES) return fileRefused([t("backoffice.sites.csv.tooLarge")]).plan;
  const { text, brokenLines } = decodeCsv(bytes);
  return (await judge(db, text, brokenLines)).plan;
}

const IMPORT_DRAFT = "backoffice.sites.import";
/** How long a dry run can be applied. */
export const IMPORT_TTL_MS = 60 * 60 * 1000;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * The dry run, kept for applying: when nothing is refused, the text is stored under a new random token
 * (scoped to this admin) and the token returned; otherwise the plan alone.
 */
export async function stageImport(
  db: Db,
  actor: Actor,
  { bytes, fileName }: { bytes: Uint8Array; fileName: string },
  { now }: { now: Date },
): Promise<{ plan: ImportPlan; token: string | null }> {
  const plan = await planImport(db, actor, { bytes });
  if (!plan.applicable) return { plan, token: null };
  const token = newDraftKey();
  const { text } = decodeCsv(bytes);
  await saveDraft(
    db,
    token,
    IMPORT_DRAFT,
    { text, fileName: fileName.slice(0, 200) },
    IMPORT_TTL_MS,
    now,
    actor.userId,
  );
  return { plan, token };
}

async function stagedText(db: Db, actor: Actor, token: string, now: Date) {
  const draft = TOKEN.test(token) ? await loadDraft(db, token, IMPORT_DRAFT, now, actor.userId) : null;
  if (!draft || typeof draft["text"] !== "string") throw new ServiceError("notFound");
  return { text: draft["text"], fileName: typeof draft["fileName"] === "string" ? draft["fileName"] : "" };
}

/** A staged dry run, judged again (for the dry-run page after the redirect); 404 for an unknown or expired token. */
export async function stagedPlan(
  db: Db,
  actor: Actor,
  { token }: { token: string },
  { now }: { now: Date },
): Promise<{ plan: ImportPlan; fileName: string }> {
  requireBackOffice(actor, "admin");
  const { text, fileName } = await stagedText(db, actor, token, now);
  return { plan: (await judge(db, text, [])).plan, fileName };
}

/** Rows per INSERT statement. */
const BATCH = 500;

/** What an apply did. */
export type ApplyOutcome =
  { applied: true; added: number; changed: number; unchanged: number } | { applied: false; plan: ImportPlan };

/**
 * Applies a staged dry run: judged again in one transaction, then every add and change written in batches
 * (insert … on conflict (id) do update), one audit entry "site.import" with the counts and ids; all or
 * nothing. When a row is refused now (someone added a site meanwhile), nothing is written and the new plan
 * comes back.
 */
export async function applyImport(
  db: Db,
  actor: Actor,
  { token }: { token: string },
  { ip, now }: { ip?: string | null; now: Date },
): Promise<ApplyOutcome> {
  requireBackOffice(actor, "admin");
  const { text, fileName } = await stagedText(db, actor, token, now);
  const outcome = await db.transaction(async (tx) => {
    const { plan, writes } = await judge(tx, text, []);
    if (!plan.applicable) return { applied: false as const, plan };
    for (let i = 0; i < writes.length; i += BATCH) {
      const batch = writes.slice(i, i + BATCH).map(({ record, active }) => ({
        ...siteValues(record),
        active,
        demo: false,
        updatedAt: now,
      }));
      await tx
        .insert(funeralSites)
        .values(batch)
        .onConflictDoUpdate({
          target: funeralSites.id,
          set: {
            title: sql`excluded.title`,
            street: sql`excluded.street`,
            plz: sql`excluded.plz`,
            city: sql`excluded.city`,
            state: sql`excluded.state`,
            lat: sql`excluded.lat`,
            lon: sql`excluded.lon`,
            organisationName: sql`excluded.organisation_name`,
            fees: sql`excluded.fees`,
            funeralTypes: sql`excluded.funeral_types`,
            demo: sql`false`,
            updatedAt: sql`excluded.updated_at`,
            active: sql`excluded.active`,
          },
        });
    }
    const added = writes.filter((write) => write.kind === "add").map((write) => write.record.id);
    const changed = writes.filter((write) => write.kind === "change").map((write) => write.record.id);
    await recordChange(
      tx,
      actor,
      {
        action: "site.import",
        subject: { type: "funeralSiteImport", id: fileName || "import" },
        before: null,
        after: {
          fileName,
          added: added.length,
          changed: changed.length,
          unchanged: plan.counts.unchanged,
          addedIds: added,
          changedIds: changed,
        },
      },
      { ip },
    );
    return {
      applied: true as const,
      added: added.length,
      changed: changed.length,
      unchanged: plan.counts.unchanged,
    };
  });
  if (outcome.applied) await clearDraft(db, token, IMPORT_DRAFT, actor.userId);
  return outcome;
}
