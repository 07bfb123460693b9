import { Link, href } from "react-router";
import { Banner } from "~/components/Banner";
import { ExternalLink } from "~/components/ExternalLink";
import { WayOut } from "~/components/WayOut";
import { PageHeading } from "~/components/PageHeading";
import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import { customerDocuments } from "~/.server/services/documents";
import { featureRefusalOf } from "~/.server/services/features";
import { TRUST_CONTRACT_PATH } from "~/domain/finance/wizard-paths";
import { t } from "~/i18n";
import { formatViewDate } from "~/i18n/format";
import { pageTitle } from "~/meta";
import { recipientName } from "../letters/summary";
import type { Route } from "./+types/index";

/**
 * /documents (decision 0038): every document the customer has, each with its download link —
 * the provision summary with the offer, the Bestattungsverfügung, the plan confirmation once a plan is booked,
 * the burial-fund application and the trust contract once made, and every letter with a text. Each link is
 * gated by the feature table (decision 0032) as the PDF route itself is; a refused link shows the way out.
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
  };
});

export const meta = () => pageTitle(t("documents.title"), false, "documents.description");

type Key = "summary" | "disposition" | "confirmation" | "application" | "trust";

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
    trustContract,
    letters,
  } = loaderData;
  const blocked = refusal !== null;
  const base = href("/pdf/provision/:provisionId", { provisionId });
  const walletCard = href("/pdf/provision/:provisionId/vorsorgeausweis", { provisionId });
  const documents: { key: Key; href: string; refused: boolean; text?: string }[] = [
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
          },
        ]
      : []),
    ...(trustContract ? [{ key: "trust" as const, href: TRUST_CONTRACT_PATH, refused: false }] : []),
  ];
  return (
    <>
      <PageHeading lead={<p>{t("documents.lead")}</p>}>{t("documents.title")}</PageHeading>
      {blocked ? (
        <Banner variant="warning" title={t("documents.unconfirmed.title")}>
          <p>{t("error.api.emailUnconfirmed")}</p>
          <WayOut kind={refusal ?? "confirmEmail"} />
        </Banner>
      ) : null}
      {documents.map(({ key, href, refused, text }) => (
        <DocumentSection
          key={key}
          id={key}
          title={t(`documents.${key}.title`)}
          text={text ?? t(`documents.${key}.text`)}
        >
          {refused ? null : (
            <p>
              <ExternalLink href={href}>{t(`documents.${key}.link`)}</ExternalLink>
            </p>
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
              return (
                <li key={letter.id}>
                  {!letter.hasText ? (
                    `${title}: ${t("documents.letters.noText")}`
                  ) : letterRefusal ? (
                    title
                  ) : (
                    <ExternalLink href={href("/overview/letters/:letterId/pdf", { letterId: letter.id })}>
                      {title} {t("documents.letters.pdf")}
                    </ExternalLink>
                  )}
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
