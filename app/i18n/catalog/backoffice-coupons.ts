/** Texts of the back office's section "coupons" (/backoffice/coupons). */
export const backofficeCoupons = {} as const;
