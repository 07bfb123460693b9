/** Texts of the back office's section "customers" (/backoffice/customers). */
export const backofficeCustomers = {} as const;
