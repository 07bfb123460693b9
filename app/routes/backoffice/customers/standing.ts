import type { CustomerStanding } from "~/domain/backoffice/customers";
import { t } from "~/i18n";
import { formatViewDate } from "~/i18n/format";

/** A customer's standing in words, the same in the table and in the CSV ("bezahlt bis 27.11.2027"). */
export function standingText(standing: CustomerStanding): string {
  switch (standing.state) {
    case "booked":
      return t("backoffice.customers.state.booked", { date: formatViewDate(standing.firstDebit) });
    case "paid":
      return t("backoffice.customers.state.paid", { date: formatViewDate(standing.paidThrough) });
    default:
      return t(`backoffice.customers.state.${standing.state}`);
  }
}
