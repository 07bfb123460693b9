/** The result of an offer refresh. */
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
  /**
   * Short names of the customer's own choices the refresh kept as they were:
   * optional products and services, and products chosen instead of the plan's default. Not a change.
   */
  customizations: string[];
}

export const REFRESH_LISTS = [
  "removedProducts",
  "replacedProducts",
  "updatedProducts",
  "removedServices",
  "updatedServices",
  "updatedExtras",
] as const satisfies readonly (keyof RefreshResult)[];

/** Everything the result dialog lists, in this order: the changes, then the kept customisations. */
export const REFRESH_RESULT_LISTS = [...REFRESH_LISTS, "customizations"] as const;

/** Nothing changed: the dialog says the offer is already up to date. */
export const isUpToDate = (result: RefreshResult) => REFRESH_LISTS.every((key) => result[key].length === 0);
