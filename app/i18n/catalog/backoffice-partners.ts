/** Texts of the back office's section "partners" (/backoffice/partners). */
export const backofficePartners = {} as const;
