import { Link, href } from "react-router";
import { requestOf } from "~/.server/route-request";
import { loadEasySummary } from "~/.server/services/easy-language";
import { withErrorPages } from "~/.server/service-errors";
import type { EasyFact, EasyPage as EasyPageId } from "~/domain/easy-language/summary";
import { t, type MessageKey } from "~/i18n";
import { easyDate, easyEuros } from "~/i18n/easy-format";
import { pageTitle } from "~/meta";
import type { Route } from "./+types/leichte-sprache.meine-vorsorge";
import { EasyPage, EasyText } from "./easy-page";
import styles from "./easy.module.css";

/**
 * /leichte-sprache/meine-vorsorge: the customer's own provision in Leichte Sprache — what is decided, what is open,
 * what it costs — from the same figures as the ordinary pages (figures-truth.db.test.ts).
 */
export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { db, provision, runtime } = await requestOf({ request, context }, "provision");
  return loadEasySummary(db, provision, runtime.clock.now());
});

export const meta = () => pageTitle(t("easy.mine.title"), false, { text: t("easy.mine.title") });

/** Where an open point is done: the ordinary page. */
const PAGES: Record<EasyPageId, { to: string; name: MessageKey }> = {
  offer: { to: href("/overview/offer"), name: "easy.mine.page.offer" },
  site: { to: href("/overview/offer/funeral-site"), name: "easy.mine.page.site" },
  wishes: { to: href("/overview/wishes"), name: "easy.mine.page.wishes" },
  person: { to: href("/overview/trusted-person"), name: "easy.mine.page.person" },
  finance: { to: href("/overview/finance"), name: "easy.mine.page.finance" },
  letters: { to: href("/overview/letters"), name: "easy.mine.page.letters" },
  plan: { to: href("/overview/pricing"), name: "easy.mine.page.plan" },
};

/** A fact's sentence: its values, its amounts in euros and its dates with the month's name. */
function sentence(fact: EasyFact): string {
  const values: Record<string, string | number> = { ...fact.values };
  for (const [name, amount] of Object.entries(fact.amounts ?? {})) values[name] = easyEuros(amount);
  for (const [name, date] of Object.entries(fact.dates ?? {})) values[name] = easyDate(date);
  // The whole `easy.mine.` family reaches the browser's catalogue through this template's prefix.
  return t(`easy.mine.${fact.key}`, values);
}

function Facts({ facts }: { facts: EasyFact[] }) {
  return (
    <ul className={styles.facts}>
      {facts.map((fact) => (
        <li key={fact.key}>
          <EasyText text={sentence(fact)} />
          {fact.page ? (
            <p>
              <Link to={PAGES[fact.page].to}>
                {t("easy.mine.open.link", { page: t(PAGES[fact.page].name) })}
              </Link>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export default function EasySummaryPage({ loaderData: summary }: Route.ComponentProps) {
  return (
    <EasyPage title={t("easy.mine.title")}>
      <EasyText text={t("easy.mine.lead")} />
      <section aria-labelledby="easy-decided" className={styles.section}>
        <h2 id="easy-decided">{t("easy.mine.decided.heading")}</h2>
        <Facts facts={summary.decided} />
      </section>
      <section aria-labelledby="easy-open" className={styles.section}>
        <h2 id="easy-open">{t("easy.mine.open.heading")}</h2>
        {summary.open.length > 0 ? <Facts facts={summary.open} /> : <p>{t("easy.mine.open.none")}</p>}
      </section>
      <section aria-labelledby="easy-costs" className={styles.section}>
        <h2 id="easy-costs">{t("easy.mine.costs.heading")}</h2>
        {summary.costs.map((fact) => (
          <EasyText key={fact.key} text={sentence(fact)} />
        ))}
      </section>
      {summary.plan.length > 0 ? (
        <section aria-labelledby="easy-plan" className={styles.section}>
          <h2 id="easy-plan">{t("easy.mine.plan.heading")}</h2>
          {summary.plan.map((fact) => (
            <EasyText key={fact.key} text={sentence(fact)} />
          ))}
        </section>
      ) : null}
    </EasyPage>
  );
}
