/** Joins class names, skipping empty ones. */
export function cx(...names: Array<string | false | null | undefined>): string | undefined {
  const joined = names.filter(Boolean).join(" ");
  return joined || undefined;
}

/** Joins ids for aria-describedby / aria-labelledby, or undefined when none. */
export function ids(...values: Array<string | false | null | undefined>): string | undefined {
  const joined = values.filter(Boolean).join(" ");
  return joined || undefined;
}
