import { data, href } from "react-router";
import { ButtonGroup, ButtonLink } from "~/components/Button";
import { ExternalLink } from "~/components/ExternalLink";
import { PageHeading } from "~/components/PageHeading";
import { pagePath } from "~/.server/http/url";
import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import { findProvision } from "~/.server/services/provisions";
import { partnerUrl } from "~/domain/profile";
import { t } from "~/i18n";
import { pageTitle } from "~/meta";
import type { Route } from "./+types/page";

const PAGES = {
  "/overview/patientenverfuegung": "livingWill",
  "/overview/digitaler-nachlass": "digitalEstate",
} as const;
type Partner = (typeof PAGES)[keyof typeof PAGES];

const isPartnerPath = (path: string): path is keyof typeof PAGES => Object.hasOwn(PAGES, path);

/**
 * The partner hand-off pages: an external link and a cancel button. The living-will
 * partner gets username, first and last name in its URL; the digital-estate provider its configured URL.
 */
export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { db, actor, ip, config } = requestOf({ request, context }, "signedIn");
  const path = pagePath(request).path.replace(/\/$/, "");
  if (!isPartnerPath(path)) throw data(null, { status: 404 });
  const partner: Partner = PAGES[path];
  // Staff holding a customer's provision see the customer's page: recorded like every other staff view.
  const provision = await findProvision(db, actor, { ip });
  if (partner === "digitalEstate") return { partner, href: config.PARTNER_DIGITAL_ESTATE_URL };
  return {
    partner,
    href: partnerUrl(config.PARTNER_LIVING_WILL_URL, {
      username: provision?.userEmail ?? actor.email,
      firstname: provision?.firstname ?? null,
      lastname: provision?.lastname ?? null,
    }),
  };
});

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageTitle(t(`partner.${loaderData.partner}.title`), false, `partner.${loaderData.partner}.description`)
    : [];

export default function PartnerPage({ loaderData }: Route.ComponentProps) {
  const { partner, href: partnerLink } = loaderData;
  return (
    <>
      <PageHeading lead={<p>{t(`partner.${partner}.text`)}</p>}>{t(`partner.${partner}.title`)}</PageHeading>
      <p>{t("partner.leaving")}</p>
      <ButtonGroup>
        <ExternalLink href={partnerLink}>{t(`partner.${partner}.link`)}</ExternalLink>
        <ButtonLink to={href("/overview")} variant="secondary">
          {t("partner.cancel")}
        </ButtonLink>
      </ButtonGroup>
    </>
  );
}
