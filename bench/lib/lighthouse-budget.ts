/**
 * The limits bench/lighthouse.ts holds every page to, from bench/lighthouse-budget.json (fields described in
 * bench/README.md): `min` — the four Lighthouse category scores (0–1) a page must reach; `max` — the timings it
 * must stay within (Total Blocking Time, Largest Contentful Paint, the INP-like interaction figure, in ms) and
 * Cumulative Layout Shift; `pages` — per page, any of those replaced. An unknown field is an error, so a typo
 * cannot switch a limit off.
 */
import fs from "node:fs";
import { z } from "zod";

const MIN = ["performance", "accessibility", "best-practices", "seo"] as const;
const MAX = [
  "total-blocking-time-ms",
  "largest-contentful-paint-ms",
  "cumulative-layout-shift",
  "interaction-ms",
] as const;
type MinKey = (typeof MIN)[number];
type MaxKey = (typeof MAX)[number];

const score = z.number().min(0).max(1);
const amount = z.number().nonnegative();
const mins = z.strictObject(
  Object.fromEntries(MIN.map((key) => [key, score])) as Record<MinKey, typeof score>,
);
const maxes = z.strictObject(
  Object.fromEntries(MAX.map((key) => [key, amount])) as Record<MaxKey, typeof amount>,
);
const budgetFile = z.strictObject({
  min: mins,
  max: maxes,
  pages: z.record(
    z.string().startsWith("/"),
    z.strictObject({ min: mins.partial().optional(), max: maxes.partial().optional() }),
  ),
});

interface Limits {
  min: Record<MinKey, number>;
  max: Record<MaxKey, number>;
}

/** A page's figures as the bench measured them (medians); `interaction-ms` only where an input was measured. */
export interface Figures {
  min: Record<MinKey, number>;
  max: Partial<Record<MaxKey, number>>;
}

/** A limit a page broke, e.g. `total-blocking-time-ms 240 > 100`. */
export interface Breach {
  key: MinKey | MaxKey;
  value: number;
  limit: number;
  text: string;
}

export interface Budget {
  file: string;
  limitsFor(page: string): Limits;
}

export function readBudget(file: string): Budget {
  let parsed;
  try {
    parsed = budgetFile.parse(JSON.parse(fs.readFileSync(file, "utf8")));
  } catch (error) {
    throw new Error(`${file} is not a valid budget: ${(error as Error).message}`);
  }
  return {
    file,
    limitsFor: (page) => ({
      min: { ...parsed.min, ...parsed.pages[page]?.min },
      max: { ...parsed.max, ...parsed.pages[page]?.max },
    }),
  };
}

/** Every limit the figures break: a score below its minimum, a timing above its maximum. */
export function breaches(figures: Figures, limits: Limits): Breach[] {
  const found: Breach[] = [];
  for (const key of MIN) {
    const value = figures.min[key];
    const limit = limits.min[key];
    if (value < limit) found.push({ key, value, limit, text: `${key} ${value.toFixed(2)} < ${limit}` });
  }
  for (const key of MAX) {
    const value = figures.max[key];
    const limit = limits.max[key];
    if (value !== undefined && value > limit)
      found.push({ key, value, limit, text: `${key} ${round(value)} > ${limit}` });
  }
  return found;
}

const round = (value: number) => (value < 10 ? value.toFixed(3) : Math.round(value).toString());
