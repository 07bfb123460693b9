import { redirect, href } from "react-router";
import { Button } from "~/components/Button";
import { PageHeading } from "~/components/PageHeading";
import { telHref } from "~/components/SiteFooter";
import { requestOf } from "~/.server/route-request";
import { frozenOwnProvision } from "~/.server/services/after-death/freeze-guard";
import { withErrorPages } from "~/.server/service-errors";
import { t } from "~/i18n";
import { pageTitle } from "~/meta";
import type { Route } from "./+types/vorsorge-abgeschlossen";

/**
 * The calm page (decision 0063): what the customer's sign-in shows once their death is confirmed. Condolence,
 * the provision is closed, the hotline, "Abmelden". Everyone else is sent to the overview.
 */
export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { db, actor, config } = requestOf({ request, context }, "signedIn");
  const closed = await frozenOwnProvision(db, actor);
  if (!closed) throw redirect(href("/overview"));
  return { ...closed, hotline: config.hotline };
});

export const meta = () => pageTitle(t("afterDeath.closed.title"));

export default function ProvisionClosed({ loaderData }: Route.ComponentProps) {
  const { name, contractNumber, hotline } = loaderData;
  return (
    <>
      <PageHeading kicker={t("afterDeath.closed.title")}>{t("afterDeath.closed.heading")}</PageHeading>
      <p>{t("afterDeath.closed.told", { name })}</p>
      <p>{t("afterDeath.closed.care")}</p>
      <p>
        {t("afterDeath.closed.call")}{" "}
        <a href={telHref(hotline.number)}>{hotline.number.replace(/ /g, "\u00a0")}</a>
      </p>
      <p>{t("afterDeath.closed.hours", { hours: hotline.hours })}</p>
      <p>{t("afterDeath.closed.contract", { number: contractNumber })}</p>
      <p>{t("afterDeath.closed.mistake")}</p>
      <form method="post" action={href("/logout")}>
        <Button type="submit">{t("afterDeath.closed.signOut")}</Button>
      </form>
    </>
  );
}
