import { Banner } from "~/components/Banner";
import { ExternalLink } from "~/components/ExternalLink";
import { PageHeading } from "~/components/PageHeading";
import { requireActor } from "~/.server/auth/guards";
import { requestInfoContext, runtimeContext } from "~/.server/context";
import { withErrorPages } from "~/.server/intent";
import { readProvision } from "~/.server/services/provisions";
import { t } from "~/i18n";
import { pageTitle } from "~/meta";
import type { Route } from "./+types/index";

/**
 * /documents (spec 000 §2): the provision summary and the Bestattungsverfügung as PDFs, each opened in a new
 * window. While a customer's account is unconfirmed the downloads are blocked with the spec's message.
 */
export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const actor = requireActor(context, request);
  const provision = await readProvision(context.get(runtimeContext).database.db, actor, {
    ip: context.get(requestInfoContext).ip,
  });
  return {
    provisionId: provision.id,
    blocked: provision.status !== "CONFIRMED" && !actor.isStaff,
  };
});

export const meta = () => pageTitle(t("documents.title"), false, "documents.description");

const DOCUMENTS = [
  { key: "summary", path: "" },
  { key: "disposition", path: "/bestattungsverfuegung" },
] as const;

export default function Documents({ loaderData }: Route.ComponentProps) {
  const { provisionId, blocked } = loaderData;
  return (
    <>
      <PageHeading lead={<p>{t("documents.lead")}</p>}>{t("documents.title")}</PageHeading>
      {blocked ? (
        <Banner variant="warning" title={t("documents.unconfirmed.title")}>
          <p>{t("error.auth.UserNotConfirmedException")}</p>
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
