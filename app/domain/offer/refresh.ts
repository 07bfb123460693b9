/** The result of an offer refresh (spec 000 §2 offer-refresh modal, 001 §7 GET /proposals/{id}/refresh). */
export interface RefreshResult {
  /** ISO timestamp of the refresh. */
  at: string;
  /** Article numbers of products withdrawn from the catalogue. */
  removedProducts: string[];
  /** Short names of the plan's defaults that took a withdrawn product's place. */
  replacedProducts: string[];
  updatedProducts: string[];
  removedServices: string[];
  updatedServices: string[];
  updatedExtras: string[];
}

export const REFRESH_LISTS = [
  "removedProducts",
  "replacedProducts",
  "updatedProducts",
  "removedServices",
  "updatedServices",
  "updatedExtras",
] as const satisfies readonly (keyof RefreshResult)[];

/** Nothing changed: the dialog says the offer is already up to date. */
export const isUpToDate = (result: RefreshResult) => REFRESH_LISTS.every((key) => result[key].length === 0);
