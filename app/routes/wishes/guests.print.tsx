import { BackLink } from "~/components/BackLink";
import { PageHeading } from "~/components/PageHeading";
import { withErrorPages } from "~/.server/service-errors";
import { listGuests } from "~/.server/services/wishes";
import { customerName } from "~/.server/services/trusted-person";
import { formatViewDate } from "~/i18n/format";
import { t } from "~/i18n";
import { pageTitle } from "~/meta";
import { GuestTable, guestView } from "./guest-table";
import { PrintButton } from "./print-button";
import type { Route } from "./+types/guests.print";
import { href } from "react-router";
import { requestOf } from "~/.server/route-request";

/** /overview/guests/print: the guest list alone, laid out for paper (header, footer and links hidden in print). */
export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { db, actor, ip } = requestOf({ request, context }, "signedIn");
  const { provision, guests } = await listGuests(db, actor, { ip });
  return { name: customerName(provision), date: formatViewDate(new Date()), guests: guests.map(guestView) };
});

export const meta = () => pageTitle(t("guests.title"), false, "guests.description");

export default function GuestsPrint({ loaderData }: Route.ComponentProps) {
  const { name, date, guests } = loaderData;
  return (
    <>
      <BackLink to={href("/overview/guests")}>{t("guests.backToList")}</BackLink>
      <PageHeading lead={<p>{t("guests.printLead", { date })}</p>}>
        {t("guests.printTitle", { name })}
      </PageHeading>
      <PrintButton label={t("guests.printNow")} />
      {guests.length > 0 ? <GuestTable guests={guests} /> : <p>{t("guests.empty")}</p>}
    </>
  );
}
