import type { ReactNode } from "react";
import { data } from "react-router";
import { Banner } from "~/components/Banner";
import { PageHeading } from "~/components/PageHeading";
import { requestOf } from "~/.server/route-request";
import { onServiceError, withErrorPages } from "~/.server/service-errors";
import { customerName, openReadAccess } from "~/.server/services/trusted-person";
import { LETTER_PRICE, lettersCharge } from "~/domain/letters";
import { AFTER_FUNERAL_DAYS } from "~/domain/letters/dispatch";
import { formatCents } from "~/i18n/currency";
import { wishesOf } from "~/domain/wishes";
import { formatViewDate } from "~/i18n/format";
import { t } from "~/i18n";
import { describeShippingDate, recipientName } from "../letters/summary";
import { GuestTable, guestView } from "../wishes/guest-table";
import { PrintButton } from "../wishes/print-button";
import { styles } from "../wishes/ui";
import { PersonFacts, personView } from "./person";
import type { Route } from "./+types/einsicht.$token";

const FUNERAL_TYPES = {
  burial: "register.type.burial",
  cremation: "register.type.cremation",
  sea: "register.type.sea",
  tree: "register.type.tree",
} as const;

/**
 * /einsicht/:token — the trusted person's read-only, printable summary (decision 0017), about the customer in
 * the third person: what is decided (funeral type, package, grave type, site, wishes), the farewell letters (to
 * whom and when they go, never their text), trusted person, guest list; no prices, no finance, no bank data.
 * After a confirmed death it says so first, with the next steps (decision 0076), and what the letters cost the
 * estate (decision 0080: due when posted, invoiced with the funeral's other costs). An unknown link is 404, an expired or revoked one 410,
 * each a plain page without any data; too many tries from one address 429.
 */
export const loader = withErrorPages(async function loader({ context, params }: Route.LoaderArgs) {
  const { db, config, ip, runtime } = requestOf({ context });
  const result = await onServiceError(
    () => openReadAccess(db, params.token ?? "", ip, runtime.clock.now()),
    ["LimitExceededException"],
    () => null,
  );
  if (!result) return data({ state: "limited" as const }, { status: 429 });
  if (result.state === "invalid") return data({ state: "invalid" as const }, { status: 404 });
  if (result.state !== "active") return data({ state: result.state }, { status: 410 });
  const { provision, guests, expiresAt, decided } = result;
  return {
    state: "active" as const,
    summary: {
      name: customerName(provision),
      died: provision.frozenAt !== null,
      number: provision.number,
      funeralType: t(FUNERAL_TYPES[provision.funeralType]),
      plan: decided.planName,
      graveType: decided.graveTypeName,
      site:
        decided.site &&
        `${decided.site.title}, ${decided.site.street}, ${decided.site.plz} ${decided.site.city}`,
      letters: result.letters.map((letter) => ({
        to: recipientName(letter.recipient, "accusative"),
        when: letter.sent
          ? t("trustedPerson.view.letterSent")
          : letter.dueOn
            ? t("trustedPerson.view.letterDue", { date: formatViewDate(letter.dueOn) })
            : describeShippingDate(letter.shippingDate),
      })),
      lettersCharge: {
        price: formatCents(LETTER_PRICE),
        amount: formatCents(lettersCharge(result.letters.length)),
      },
      wishes: wishesOf(provision)
        .filter((wish) => wish.completed || wish.leftToSurvivors)
        .map((wish) => ({
          kind: wish.kind,
          text: wish.text,
          leftToSurvivors: wish.leftToSurvivors,
        })),
      person: provision.trustedPerson ? personView(provision.trustedPerson) : null,
      guests: guests.map(guestView),
      validUntil: formatViewDate(expiresAt),
      hotline: config.hotline,
    },
  };
});

export function headers() {
  // The token is in the URL: never cached, never indexed, never sent on as a referrer.
  return {
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex, nofollow",
  };
}

type Summary = Extract<Route.ComponentProps["loaderData"], { state: "active" }>["summary"];

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** After a confirmed death: that it happened, and what the trusted person does now. */
function DiedNotice({ summary }: { summary: Summary }) {
  return (
    <Banner title={t("trustedPerson.view.died.title", { name: summary.name })}>
      <p>{t("trustedPerson.view.died.text", { name: summary.name })}</p>
      <h2>{t("trustedPerson.view.next.title")}</h2>
      <ol>
        <li>{t("trustedPerson.view.next.call", { ...summary.hotline, contract: summary.number })}</li>
        <li>{t("trustedPerson.view.next.care", { name: summary.name })}</li>
        {summary.letters.length > 0 ? <li>{t("trustedPerson.view.next.letters")}</li> : null}
      </ol>
    </Banner>
  );
}

function SummaryView({ summary }: { summary: Summary }) {
  return (
    <>
      <title>{t("shell.title", { page: t("trustedPerson.view.title", { name: summary.name }) })}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading
        lead={<p>{t("trustedPerson.view.lead", { name: summary.name, date: summary.validUntil })}</p>}
      >
        {t("trustedPerson.view.title", { name: summary.name })}
      </PageHeading>
      {summary.died ? <DiedNotice summary={summary} /> : null}
      <PrintButton label={t("trustedPerson.view.print")} />
      <section className={styles.section} aria-labelledby="view-funeral">
        <h2 id="view-funeral">{t("trustedPerson.view.funeral")}</h2>
        <dl className={styles.facts}>
          <Fact label={t("trustedPerson.view.funeralType")}>{summary.funeralType}</Fact>
          {summary.plan ? <Fact label={t("trustedPerson.view.plan")}>{summary.plan}</Fact> : null}
          {summary.graveType ? (
            <Fact label={t("trustedPerson.view.graveType")}>{summary.graveType}</Fact>
          ) : null}
          <Fact label={t("trustedPerson.view.site")}>
            {summary.site ?? t("trustedPerson.view.siteOpen", { name: summary.name })}
          </Fact>
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="view-wishes">
        <h2 id="view-wishes">{t("trustedPerson.view.wishes")}</h2>
        {summary.wishes.length === 0 ? <p>{t("trustedPerson.view.noWishes")}</p> : null}
        {summary.wishes.map((wish) => (
          <div key={wish.kind}>
            <h3>{t(`wishes.card.${wish.kind}`)}</h3>
            {wish.text ? <p className={styles.text}>{wish.text}</p> : null}
            {wish.leftToSurvivors ? (
              <p>{t("trustedPerson.view.leftToSurvivors", { name: summary.name })}</p>
            ) : null}
          </div>
        ))}
      </section>
      <section className={styles.section} aria-labelledby="view-letters">
        <h2 id="view-letters">{t("trustedPerson.view.letters")}</h2>
        {summary.letters.length === 0 ? (
          <p>{t("trustedPerson.view.noLetters", { name: summary.name })}</p>
        ) : (
          <>
            <p>
              {summary.died
                ? t("trustedPerson.view.lettersLeadDied", {
                    name: summary.name,
                    count: summary.letters.length,
                  })
                : t("trustedPerson.view.lettersLead", {
                    name: summary.name,
                    count: summary.letters.length,
                    days: AFTER_FUNERAL_DAYS,
                  })}
            </p>
            <ul>
              {summary.letters.map((letter, index) => (
                <li key={index}>
                  {t("trustedPerson.view.letter", { recipient: letter.to, when: letter.when })}
                </li>
              ))}
            </ul>
            {summary.died ? (
              <p>
                {t("trustedPerson.view.lettersCharge", {
                  ...summary.lettersCharge,
                  count: summary.letters.length,
                })}
              </p>
            ) : null}
          </>
        )}
      </section>
      {summary.person ? (
        <section className={styles.section} aria-labelledby="view-person">
          <h2 id="view-person">{t("trustedPerson.view.trustedPerson")}</h2>
          <PersonFacts person={summary.person} brief />
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="view-guests">
        <h2 id="view-guests">{t("trustedPerson.view.guests")}</h2>
        {summary.guests.length > 0 ? (
          <GuestTable guests={summary.guests} />
        ) : (
          <p>{t("trustedPerson.view.noGuests")}</p>
        )}
      </section>
      <p>{t("trustedPerson.view.contact", { ...summary.hotline })}</p>
    </>
  );
}

const REFUSED = {
  invalid: ["trustedPerson.view.invalid.title", "trustedPerson.view.invalid.text"],
  expired: ["trustedPerson.view.expired.title", "trustedPerson.view.expired.text"],
  revoked: ["trustedPerson.view.revoked.title", "trustedPerson.view.revoked.text"],
  limited: ["trustedPerson.view.invalid.title", "trustedPerson.view.limited"],
} as const;

export default function ReadAccessPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.state === "active") return <SummaryView summary={loaderData.summary} />;
  const [title, text] = REFUSED[loaderData.state];
  return (
    <>
      <title>{t("shell.title", { page: t(title) })}</title>
      <meta name="robots" content="noindex, nofollow" />
      <PageHeading>{t(title)}</PageHeading>
      <p>{t(text)}</p>
    </>
  );
}
