import { Banner } from "~/components/Banner";
import { ExternalLink } from "~/components/ExternalLink";
import { WayOut } from "~/components/WayOut";
import { PageHeading } from "~/components/PageHeading";
import { requireActor } from "~/.server/auth/guards";
import { requestInfoContext, runtimeContext } from "~/.server/context";
import { withErrorPages } from "~/.server/intent";
import { featureRefusalOf } from "~/.server/services/features";
import { readProvision } from "~/.server/services/provisions";
import { t } from "~/i18n";
import { pageTitle } from "~/meta";
import type { Route } from "./+types/index";

/**
 * /documents (spec 000 §2): the provision summary and the Bestattungsverfügung as PDFs, each opened in a new
 * window. While a customer's account is unconfirmed the downloads are blocked (decision 0032) with the way out.
 */
export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const actor = requireActor(context, request);
  const provision = await readProvision(context.get(runtimeContext).database.db, actor, {
    ip: context.get(requestInfoContext).ip,
  });
  return {
    provisionId: provision.id,
    refusal: featureRefusalOf(provision, "documentPdf", actor),
  };
});

export const meta = () => pageTitle(t("documents.title"), false, "documents.description");

const DOCUMENTS = [
  { key: "summary", path: "" },
  { key: "disposition", path: "/bestattungsverfuegung" },
] as const;

export default function Documents({ loaderData }: Route.ComponentProps) {
  const { provisionId, refusal } = loaderData;
  const blocked = refusal !== null;
  return (
    <>
      <PageHeading lead={<p>{t("documents.lead")}</p>}>{t("documents.title")}</PageHeading>
      {blocked ? (
        <Banner variant="warning" title={t("documents.unconfirmed.title")}>
          <p>{t("error.api.emailUnconfirmed")}</p>
          <WayOut kind={refusal ?? "confirmEmail"} />
        </Banner>
      ) : null}
      {DOCUMENTS.map(({ key, path }) => (
        <section key={key} aria-labelledby={`documents-${key}`}>
          <h2 id={`documents-${key}`}>{t(`documents.${key}.title`)}</h2>
          <p>{t(`documents.${key}.text`)}</p>
          {blocked ? null : (
            <p>
              <ExternalLink href={`/pdf/provision/${provisionId}${path}`}>
                {t(`documents.${key}.link`)}
              </ExternalLink>
            </p>
          )}
        </section>
      ))}
    </>
  );
}
