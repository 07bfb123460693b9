import { BackLink } from "~/components/BackLink";
import { ButtonGroup, ButtonLink } from "~/components/Button";
import { PageHeading } from "~/components/PageHeading";
import { withErrorPages } from "~/.server/service-errors";
import { listGuests } from "~/.server/services/wishes";
import { t } from "~/i18n";
import { pageTitle } from "~/meta";
import { GuestTable, guestView } from "./guest-table";
import { requestOf } from "~/.server/route-request";
import type { Route } from "./+types/guests";
import { href } from "react-router";

/** /overview/guests: the guest list with add, edit and the print view. */
export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { db, actor, ip } = requestOf({ request, context }, "signedIn");
  const { guests } = await listGuests(db, actor, { ip });
  return { guests: guests.map(guestView) };
});

export const meta = () => pageTitle(t("guests.title"), false, "guests.description");

export default function GuestsPage({ loaderData }: Route.ComponentProps) {
  const { guests } = loaderData;
  return (
    <>
      <BackLink to={href("/overview/wishes")}>{t("wishes.back")}</BackLink>
      <PageHeading kicker={t("wishes.kicker")} lead={<p>{t("guests.lead")}</p>}>
        {t("guests.title")}
      </PageHeading>
      {guests.length > 0 ? (
        <>
          <p>{t("guests.count", { count: guests.length })}</p>
          <GuestTable guests={guests} editable />
        </>
      ) : (
        <p>{t("guests.empty")}</p>
      )}
      <ButtonGroup>
        <ButtonLink to={href("/overview/guests/new")}>{t("guests.add")}</ButtonLink>
        {guests.length > 0 ? (
          <ButtonLink to={href("/overview/guests/print")} variant="secondary">
            {t("guests.print")}
          </ButtonLink>
        ) : null}
      </ButtonGroup>
    </>
  );
}
