import { Link, href } from "react-router";
import { Banner } from "~/components/Banner";
import { ExternalLink } from "~/components/ExternalLink";
import { WayOut } from "~/components/WayOut";
import { PageHeading } from "~/components/PageHeading";
import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import { customerDocuments } from "~/.server/services/documents";
import { featureRefusalOf } from "~/.server/services/features";
import { insuranceFor } from "~/.server/insurance";
import { TRUST_CONTRACT_PATH } from "~/domain/finance/wizard-paths";
import { largePrintHref } from "~/domain/print";
import { t } from "~/i18n";
import { formatViewDate } from "~/i18n/format";
import { pageTitle } from "~/meta";
import { recipientName } from "../letters/summary";
import type { Route } from "./+types/index";

/**
 * /documents (decision 0038): every document the customer has, each with its download link —
 * the provision summary with the offer, the Bestattungsverfügung, the plan confirmation once a plan is booked,
 * the burial-fund application and the trust contract once made, and every letter with a text. Each link is
 * gated by the feature table (decision 0032) as the PDF route itself is; a refused link shows the way out. Next to
 * each link (the wallet card's aside) a second one opens the document in large print (decision 0107).
 */
export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { db, actor, provision, runtime } = await requestOf({ request, context }, "provision");
  const now = runtime.clock.now();
  const documents = await customerDocuments(db, provision);
  return {
    provisionId: provision.id,
    refusal: featureRefusalOf(provision, "documentPdf", now, actor),
    letterRefusal: featureRefusalOf(provision, "letterPdf", now, actor),
    applicationRefusal: featureRefusalOf(provision, "insuranceApplication", now, actor),
    ...documents,
    applicationAt: documents.applicationAt ? formatViewDate(documents.applicationAt) : null,
    /** The insurer's own application (a URL) comes only as the insurer makes it. */
    applicationLargePrint: insuranceFor(runtime).largePrint,
  };
});

export const meta = () => pageTitle(t("documents.title"), false, "documents.description");

type Key = "summary" | "disposition" | "confirmation" | "application" | "trust";

/**
 * A document's two links as list items: as it is, and in large print (unless `largeName` is null); the large
 * print's name says which document it is.
 */
function DocumentLinkItems({
  href,
  name,
  largeName,
}: {
  href: string;
  name: string;
  largeName: string | null;
}) {
  return (
    <>
      <li>
        <ExternalLink href={href}>{name}</ExternalLink>
      </li>
      {largeName ? (
        <li>
          <ExternalLink href={largePrintHref(href)}>{largeName}</ExternalLink>
        </li>
      ) : null}
    </>
  );
}

function DocumentSection({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children?: React.ReactNode;
}) {
  return (
    <section aria-labelledby={`documents-${id}`}>
      <h2 id={`documents-${id}`}>{title}</h2>
      <p>{text}</p>
      {children}
    </section>
  );
}

export default function Documents({ loaderData }: Route.ComponentProps) {
  const {
    provisionId,
    refusal,
    letterRefusal,
    applicationRefusal,
    paid,
    applicationAt,
    applicationLargePrint,
    trustContract,
    letters,
  } = loaderData;
  const blocked = refusal !== null;
  const base = href("/pdf/provision/:provisionId", { provisionId });
  const walletCard = href("/pdf/provision/:provisionId/vorsorgeausweis", { provisionId });
  const documents: { key: Key; href: string; refused: boolean; text?: string; large?: false }[] = [
    { key: "summary", href: base, refused: blocked },
    { key: "disposition", href: `${base}/bestattungsverfuegung`, refused: blocked },
    ...(paid ? [{ key: "confirmation" as const, href: `${base}/bestaetigung`, refused: blocked }] : []),
    ...(applicationAt
      ? [
          {
            key: "application" as const,
            href: `${base}/antrag`,
            refused: applicationRefusal !== null,
            text: t("documents.application.text", { date: applicationAt }),
            ...(applicationLargePrint ? {} : { large: false as const }),
          },
        ]
      : []),
    ...(trustContract ? [{ key: "trust" as const, href: TRUST_CONTRACT_PATH, refused: false }] : []),
  ];
  return (
    <>
      <PageHeading
        lead={
          <>
            <p>{t("documents.lead")}</p>
            {blocked ? null : <p>{t("documents.largePrint.text")}</p>}
          </>
        }
      >
        {t("documents.title")}
      </PageHeading>
      {blocked ? (
        <Banner variant="warning" title={t("documents.unconfirmed.title")}>
          <p>{t("error.api.emailUnconfirmed")}</p>
          <WayOut kind={refusal ?? "confirmEmail"} />
        </Banner>
      ) : null}
      {documents.map(({ key, href, refused, text, large }) => (
        <DocumentSection
          key={key}
          id={key}
          title={t(`documents.${key}.title`)}
          text={text ?? t(`documents.${key}.text`)}
        >
          {refused ? null : (
            <ul>
              <DocumentLinkItems
                href={href}
                name={t(`documents.${key}.link`)}
                largeName={large === false ? null : t(`documents.${key}.largeLink`)}
              />
            </ul>
          )}
        </DocumentSection>
      ))}
      <DocumentSection
        id="wallet-card"
        title={t("documents.walletCard.title")}
        text={t("documents.walletCard.text")}
      >
        {blocked ? null : (
          <ul>
            <li>
              <a href={walletCard} download>
                {t("documents.walletCard.link")}
              </a>{" "}
              {t("documents.walletCard.linkHint")}
            </li>
            <li>
              <a href={`${walletCard}?layout=card`} download>
                {t("documents.walletCard.cardLink")}
              </a>{" "}
              {t("documents.walletCard.cardLinkHint")}
            </li>
          </ul>
        )}
      </DocumentSection>
      <DocumentSection
        id="letters"
        title={t("documents.letters.title")}
        text={letters.length > 0 ? t("documents.letters.text") : t("documents.letters.none")}
      >
        {letters.length > 0 ? (
          <ul>
            {letters.map((letter) => {
              const name = recipientName(letter, "accusative");
              const title = name ? t("letters.tile.to", { name }) : t("letters.tile.untitled");
              if (letter.hasText && !letterRefusal)
                return (
                  <DocumentLinkItems
                    key={letter.id}
                    href={href("/overview/letters/:letterId/pdf", { letterId: letter.id })}
                    name={`${title} ${t("documents.letters.pdf")}`}
                    largeName={`${title} ${t("documents.letters.largePdf")}`}
                  />
                );
              return (
                <li key={letter.id}>
                  {letter.hasText ? title : `${title}: ${t("documents.letters.noText")}`}
                </li>
              );
            })}
          </ul>
        ) : null}
        <p>
          <Link to={href("/overview/letters")}>{t("documents.letters.toLetters")}</Link>
        </p>
      </DocumentSection>
    </>
  );
}
