import { Link, href } from "react-router";
import { ChangeForm, ChangeLink } from "~/components/ReadOnly";
import { Button, ButtonLink } from "~/components/Button";
import { PageHeading } from "~/components/PageHeading";
import { readVersion } from "~/.server/services/provisions";
import { readWishes, withdrawWishesConsent } from "~/.server/services/wishes";
import { readIntent } from "~/.server/intent";
import { withErrorPages } from "~/.server/service-errors";
import { redirectWithToast } from "~/.server/toast";
import { guestCountOf, hasWishes, WISH_SLUGS, wishesOf, type Wish } from "~/domain/wishes";
import { formatViewDate } from "~/i18n/format";
import { t } from "~/i18n";
import { pageTitle } from "~/meta";
import { requestOf } from "~/.server/route-request";
import { styles } from "./ui";
import type { Route } from "./+types/index";
import { shownReadOnly } from "~/domain/after-death/read-only";

export const handle = shownReadOnly;

/** /overview/wishes: three cards, each completed or not, with its "leave to survivors" decision. */
export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { db, actor, ip } = requestOf({ request, context }, "signedIn");
  const provision = await readWishes(db, actor, { ip });
  return {
    wishes: wishesOf(provision),
    exist: hasWishes(provision),
    consentAt: provision.wishesConsentAt ? formatViewDate(provision.wishesConsentAt) : null,
    guestCount: guestCountOf(provision.flags),
    version: provision.version,
  };
});

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { db, actor, ip, session } = requestOf({ request, context }, "signedIn");
  const { form } = await readIntent(request, ["withdrawConsent"] as const);
  await withdrawWishesConsent(db, actor, { expectedVersion: readVersion(form), ip });
  return redirectWithToast(href("/overview/wishes"), session, {
    kind: "success",
    message: t("wishes.consent.withdrawn"),
  });
});

export const meta = () => pageTitle(t("wishes.title"), false, "wishes.description");

/** A card is filled, left to the survivors, or not yet filled; an empty card claims no decision. */
const wishStatusKey = (wish: Wish) =>
  wish.completed
    ? "wishes.card.completed"
    : wish.leftToSurvivors
      ? "wishes.card.statusLeft"
      : "wishes.card.incompleted";

function WishCard({ wish }: { wish: Wish }) {
  const title = t(`wishes.card.${wish.kind}`);
  return (
    <li className={styles.card}>
      <h2>{title}</h2>
      <p className={styles.status}>{t(wishStatusKey(wish))}</p>
      {wish.text ? (
        <p className={styles.text}>{wish.text}</p>
      ) : (
        <p>{t(wish.leftToSurvivors ? "wishes.card.leftToSurvivors" : "wishes.card.empty")}</p>
      )}
      {/* Stored together before the form refused both answers: both are shown, neither is lost. */}
      {wish.text && wish.leftToSurvivors ? <p>{t("wishes.card.leftToSurvivors")}</p> : null}
      <ChangeLink to={href("/overview/wishes/:kind/edit", { kind: WISH_SLUGS[wish.kind] })}>
        {t("wishes.card.edit", { card: title })}
      </ChangeLink>
    </li>
  );
}

export default function WishesPage({ loaderData }: Route.ComponentProps) {
  const { wishes, exist, consentAt, guestCount, version } = loaderData;
  return (
    <>
      <PageHeading kicker={t("wishes.kicker")} lead={<p>{t("wishes.lead")}</p>}>
        {t("wishes.title")}
      </PageHeading>
      {exist ? null : (
        <p>
          <ButtonLink to={href("/overview/wishes/create")} iconEnd="arrow-right">
            {t("wishes.create.start")}
          </ButtonLink>
        </p>
      )}
      <ul className={styles.cards}>
        {wishes.map((wish) => (
          <WishCard key={wish.kind} wish={wish} />
        ))}
      </ul>
      <section className={styles.section} aria-labelledby="wishes-guests">
        <h2 id="wishes-guests">{t("guests.title")}</h2>
        <p>{guestCount > 0 ? t("guests.count", { count: guestCount }) : t("guests.empty")}</p>
        <Link to={href("/overview/guests")}>{t("wishes.guests.link")}</Link>
      </section>
      {consentAt ? (
        <section className={styles.section} aria-labelledby="wishes-consent">
          <h2 id="wishes-consent">{t("wishes.consent.sectionTitle")}</h2>
          <p>{t("wishes.consent.onRecord", { date: consentAt })}</p>
          <p>{t("wishes.consent.withdrawHint")}</p>
          <ChangeForm>
            <input type="hidden" name="version" value={version} />
            <Button type="submit" name="intent" value="withdrawConsent" variant="secondary">
              {t("wishes.consent.withdraw")}
            </Button>
          </ChangeForm>
        </section>
      ) : null}
    </>
  );
}
