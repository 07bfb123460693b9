/** Texts of the back office's section "sites" (/backoffice/sites). */
export const backofficeSites = {} as const;
