import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import { pdfFileName } from "~/.server/pdf";
import { exportCustomerData } from "~/.server/services/profile";
import { allowDataExport } from "~/.server/services/work-limits";
import { todayInGermany } from "~/domain/dates";
import { t } from "~/i18n";
import { create as contentDisposition } from "content-disposition";
import type { Route } from "./+types/export";

/**
 * GET /profile/export: everything stored about the signed-in customer as a JSON download (GDPR Art. 15/20,
 * decision 0018). The customer's own data only; staff holding a provision are refused (403).
 */
export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { db, actor, ip, runtime } = requestOf({ request, context }, "signedIn");
  const now = runtime.clock.now();
  // Decision 0030: a few exports per account and hour; one too many is 429 with the German page.
  await allowDataExport(db, actor, { ip, now });
  const data = await exportCustomerData(db, actor, { now });
  const name = pdfFileName([t("profile.export.fileName")], todayInGermany(now)).replace(/\.pdf$/, ".json");
  return new Response(`${JSON.stringify(data, null, 2)}\n`, {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": contentDisposition(name, { type: "attachment" }),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});
