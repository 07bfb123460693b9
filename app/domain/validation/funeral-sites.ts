/**
 * The map's marker look-up parameters, validated on the server only:
 * kept apart from app/domain/funeral-sites/index.ts so that zod stays out of the funeral-site page's JavaScript.
 */
import { z } from "zod";
import { FUNERAL_TYPES } from "../constants";
import { SLUG_ID, type MarkerQuery } from "../funeral-sites";

const coordinate = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^-?\d{1,3}(\.\d{1,12})?$/)
    .transform(Number)
    .pipe(z.number().min(min).max(max));

/**
 * Query of the marker look-up: `types` (funeral types, comma
 * separated), `prices` (a grave type id: markers then carry that price; the page sends it for sea), `activeOnly`
 * ("1"/"0", default "1") and the map bounds `south`, `west`, `north`, `east` (degrees, south ≤ north,
 * west ≤ east).
 */
export const markerQuerySchema = z
  .object({
    types: z
      .string()
      .max(100)
      .transform((value) => value.split(","))
      .pipe(z.array(z.enum(FUNERAL_TYPES)).min(1).max(FUNERAL_TYPES.length))
      .transform((types) => [...new Set(types)]),
    prices: z.string().regex(SLUG_ID).optional(),
    activeOnly: z
      .enum(["1", "0", "true", "false"])
      .default("1")
      .transform((value) => value === "1" || value === "true"),
    south: coordinate(-90, 90),
    west: coordinate(-180, 180),
    north: coordinate(-90, 90),
    east: coordinate(-180, 180),
  })
  .strict()
  .refine((q) => q.south <= q.north && q.west <= q.east, { message: "empty bounds" });

/** Parses the look-up's URL parameters (each name once); null for anything malformed. */
export function parseMarkerQuery(params: URLSearchParams): MarkerQuery | null {
  const entries: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key in entries) return null;
    entries[key] = value;
  }
  const result = markerQuerySchema.safeParse(entries);
  return result.success ? result.data : null;
}
