import { create as contentDisposition } from "content-disposition";
import { badRequest } from "~/.server/intent";
import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import { exportCustomers, type CustomerRow } from "~/.server/services/backoffice/customers";
import { csvFileName, toCsv } from "~/domain/backoffice/csv";
import type { CustomerListId } from "~/domain/backoffice/customers";
import { calendarDateInGermany } from "~/domain/dates";
import { t } from "~/i18n";
import { formatViewDate } from "~/i18n/format";
import { formatPhone } from "~/i18n/phone";
import type { Route } from "./+types/export";
import { customersAsked } from "./params.server";
import { standingText } from "./standing";

const HEADERS = [
  "backoffice.customers.csv.number",
  "backoffice.customers.csv.lastname",
  "backoffice.customers.csv.firstname",
  "backoffice.customers.csv.loginEmail",
  "backoffice.customers.csv.contactEmail",
  "backoffice.customers.csv.postalCode",
  "backoffice.customers.csv.state",
] as const;

/** The list that customer care works by phone also carries the number to call. */
const withPhone = (list: CustomerListId | null) => list === "partner-requests";

/** The headers: the fixed columns, the list's own date as the page names it ("Angefragt am"), the phone. */
const headers = (list: CustomerListId | null) => [
  ...HEADERS.map((key) => t(key)),
  t(`backoffice.customers.since.${list ?? "search"}`),
  ...(withPhone(list) ? [t("backoffice.customers.csv.phone")] : []),
];

const cells = (row: CustomerRow, list: CustomerListId | null) => [
  row.number,
  row.lastname,
  row.firstname,
  row.loginEmail,
  row.contactEmail,
  row.postalCode,
  standingText(row.standing),
  row.since ? formatViewDate(row.since) : "",
  ...(withPhone(list) ? [formatPhone(row.phone)] : []),
];

/**
 * GET /backoffice/customers/export?list=… or ?q=…: the rows of a list or a search as CSV for the operator's
 * CRM (decision 0057): UTF-8 with BOM, ";" separator, German headers, the list's date as the page shows it (and,
 * for the partner requests, the phone number), the date in the file name, formula cells defused. Audited as
 * "customers.export".
 */
export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { db, actor, ip, runtime } = requestOf(args, "staff");
  const asked = customersAsked(args.request);
  const now = runtime.clock.now();
  const chosen = asked.list ? { list: asked.list } : asked.query ? { query: asked.query } : null;
  if (!chosen) return badRequest(t("backoffice.customers.error.export"), 400);
  const rows = await exportCustomers(
    db,
    actor,
    { ...chosen, sort: asked.params.sort, dir: asked.params.dir },
    { now, ip, config: runtime.config },
  );
  const subject = asked.list
    ? t(`backoffice.customers.list.${asked.list}`)
    : t("backoffice.customers.csv.search");
  const body = toCsv(
    headers(asked.list),
    rows.map((row) => cells(row, asked.list)),
  );
  return new Response(body, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": contentDisposition(csvFileName(subject, calendarDateInGermany(now)), {
        type: "attachment",
      }),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
