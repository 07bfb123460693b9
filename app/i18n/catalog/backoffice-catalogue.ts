/** Texts of the back office's section "catalogue" (/backoffice/catalogue). */
export const backofficeCatalogue = {} as const;
