/**
 * "What changed" — the one rule every edit form and wizard uses to tell a real change from an unchanged
 * submit. Pure: shared by the server (nothing is written for an unchanged submit) and the browser (the
 * save button stays disabled until a field differs from what the page was rendered with).
 */
import equal from "fast-deep-equal";

/**
 * Whether a new value equals the stored one as JSON would store it (key order and properties that are
 * undefined do not matter; dates compare by their ISO text, as jsonb and timestamps store them).
 */
export function isUnchanged(previous: unknown, next: unknown): boolean {
  return equal(asJson(previous), asJson(next));
}

function asJson(value: unknown): unknown {
  return value === undefined ? undefined : (JSON.parse(JSON.stringify(value)) as unknown);
}

/** The keys of `patch` whose value differs from the same key of `stored` (same rule as `isUnchanged`). */
export function changedKeys<T extends object>(stored: T, patch: Partial<T>): (keyof T)[] {
  return (Object.keys(patch) as (keyof T)[]).filter(
    (key) => patch[key] !== undefined && !isUnchanged(stored[key], patch[key]),
  );
}

/**
 * A form's posted fields as one comparable text: names and text values in document order, files by name
 * and size. Two snapshots are equal exactly when submitting the form would post the same fields.
 */
export function formSnapshot(entries: Iterable<[string, FormDataEntryValue]>): string {
  return JSON.stringify(
    [...entries].map(([name, value]) =>
      typeof value === "string" ? [name, value] : [name, `${value.name}:${value.size}`],
    ),
  );
}
