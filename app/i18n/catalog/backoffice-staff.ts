/** Texts of the back office's section "staff" (/backoffice/staff). */
export const backofficeStaff = {} as const;
