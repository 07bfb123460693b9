import { useSearchParams, href } from "react-router";
import { z } from "zod";
import { ChangeForm } from "~/components/ReadOnly";
import { Button, ButtonGroup, ButtonLink } from "~/components/Button";
import { Dialog } from "~/components/Dialog";
import { DataTable, type Column } from "~/components/list/DataTable";
import { PageHeading } from "~/components/PageHeading";
import { Select } from "~/components/Select";
import { WayOut } from "~/components/WayOut";
import { readIntent } from "~/.server/intent";
import { onServiceError, withErrorPages } from "~/.server/service-errors";
import { featureRefusalOf } from "~/.server/services/features";
import { readVersion } from "~/.server/services/provisions";
import {
  grantReadAccess,
  listReadAccess,
  mailSettings,
  notifyTrustedPerson,
  personName,
  revokeReadAccess,
} from "~/.server/services/trusted-person";
import { redirectWithToast } from "~/.server/toast";
import { readAccessGrantSchema } from "~/domain/validation/wishes";
import {
  DEFAULT_READ_ACCESS_DAYS,
  READ_ACCESS_ACTIVE_MAX,
  READ_ACCESS_DAYS,
  readAccessState,
  type ReadAccessDays,
} from "~/domain/wishes";
import { formatViewDate } from "~/i18n/format";
import { t } from "~/i18n";
import { pageTitle } from "~/meta";
import { requestOf } from "~/.server/route-request";
import { styles } from "../wishes/ui";
import { PersonFacts, personView } from "./person";
import type { Route } from "./+types/index";
import { shownReadOnly } from "~/domain/after-death/read-only";

export const handle = shownReadOnly;

const PAGE = href("/overview/trusted-person");

/** /overview/trusted-person: the read-only card, the notification and the read-access links. */
export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { db, actor, ip, runtime } = requestOf({ request, context }, "signedIn");
  const { provision, links } = await listReadAccess(db, actor, { ip });
  const now = runtime.clock.now();
  const person = provision.trustedPerson;
  return {
    person: person ? personView(person) : null,
    version: provision.version,
    /** Why granting read access or notifying is not possible now (decision 0032), or null. */
    readAccessRefusal: featureRefusalOf(provision, "readAccess", now, actor),
    notifyRefusal: featureRefusalOf(provision, "thirdPartyMail", now, actor),
    links: links.map((link) => ({
      id: link.id,
      email: link.email,
      created: formatViewDate(link.createdAt),
      validUntil: formatViewDate(link.expiresAt),
      lastUsed: link.lastUsedAt ? formatViewDate(link.lastUsedAt) : null,
      state: readAccessState(link, now),
    })),
  };
});

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { db, actor, ip, session, config, runtime } = requestOf({ request, context }, "signedIn");
  const submitted = await readIntent(request, {
    notify: z.object({}),
    grant: readAccessGrantSchema,
    revoke: z.object({ linkId: z.string().max(64) }),
  });
  const now = runtime.clock.now();
  const change = { expectedVersion: readVersion(submitted.form), ip, now, mail: mailSettings(config) };
  switch (submitted.intent) {
    case "notify": {
      const provision = await notifyTrustedPerson(db, actor, change);
      const name = provision.trustedPerson ? personName(provision.trustedPerson) : "";
      return redirectWithToast(PAGE, session, {
        kind: "success",
        message: t("trustedPerson.notifySent", { name }),
      });
    }
    case "grant": {
      const days = Number(submitted.input.days) as ReadAccessDays;
      return onServiceError(
        async () => {
          const { provision, expiresAt } = await grantReadAccess(db, actor, { days }, change);
          const name = provision.trustedPerson ? personName(provision.trustedPerson) : "";
          const date = formatViewDate(expiresAt);
          return redirectWithToast(PAGE, session, {
            kind: "success",
            message: t("trustedPerson.access.granted", { name, date }),
          });
        },
        ["payloadTooLarge"],
        () =>
          redirectWithToast(PAGE, session, {
            kind: "error",
            message: t("trustedPerson.access.tooMany", { max: READ_ACCESS_ACTIVE_MAX }),
          }),
      );
    }
    case "revoke":
      await revokeReadAccess(db, actor, submitted.input.linkId, { ip, now });
      return redirectWithToast(PAGE, session, {
        kind: "success",
        message: t("trustedPerson.access.revoked"),
      });
  }
});

export const meta = () => pageTitle(t("trustedPerson.title"), false, "trustedPerson.description");

type LoaderData = Route.ComponentProps["loaderData"];

function NotifyForm({ version, again }: { version: number; again: boolean }) {
  return (
    <ChangeForm action={PAGE}>
      <input type="hidden" name="version" value={version} />
      <Button type="submit" name="intent" value="notify">
        {t(again ? "trustedPerson.notifyAgain" : "trustedPerson.notify")}
      </Button>
    </ChangeForm>
  );
}

const linkColumns = (): Column<LoaderData["links"][number]>[] => [
  { header: t("trustedPerson.access.col.sentTo"), cell: (link) => link.email },
  { header: t("trustedPerson.access.col.created"), cell: (link) => link.created },
  { header: t("trustedPerson.access.col.validUntil"), cell: (link) => link.validUntil },
  {
    header: t("trustedPerson.access.col.lastUsed"),
    cell: (link) => link.lastUsed ?? t("trustedPerson.access.never"),
  },
  {
    header: t("trustedPerson.access.col.state"),
    cell: (link) => t(`trustedPerson.access.state.${link.state}`),
  },
  {
    header: t("trustedPerson.access.col.actions"),
    cell: (link) =>
      link.state === "active" ? (
        <ChangeForm>
          <input type="hidden" name="linkId" value={link.id} />
          <Button type="submit" name="intent" value="revoke" variant="secondary">
            {t("trustedPerson.access.revoke")}
          </Button>
        </ChangeForm>
      ) : null,
  },
];

function ReadAccess({
  links,
  version,
  refusal,
  hasEmail,
}: Pick<LoaderData, "links" | "version"> & { refusal: LoaderData["readAccessRefusal"]; hasEmail: boolean }) {
  return (
    <section className={styles.section} aria-labelledby="read-access">
      <h2 id="read-access">{t("trustedPerson.access.title")}</h2>
      <p>{t("trustedPerson.access.lead")}</p>
      {!hasEmail ? (
        <p>{t("trustedPerson.access.needsEmail")}</p>
      ) : refusal ? (
        <>
          <p>{t(`trustedPerson.access.refused.${refusal}`)}</p>
          <WayOut kind={refusal} />
        </>
      ) : (
        <ChangeForm>
          <input type="hidden" name="version" value={version} />
          <Select
            name="days"
            label={t("trustedPerson.access.days")}
            width="s"
            placeholder={false}
            defaultValue={String(DEFAULT_READ_ACCESS_DAYS)}
            options={READ_ACCESS_DAYS.map((days) => ({
              value: String(days),
              label: t("trustedPerson.access.daysOption", { days }),
            }))}
          />
          <Button type="submit" name="intent" value="grant">
            {t("trustedPerson.access.grant")}
          </Button>
        </ChangeForm>
      )}
      {links.length > 0 ? (
        <div className={styles.tableWrap}>
          <DataTable
            caption={t("trustedPerson.access.tableCaption")}
            className={styles.table}
            columns={linkColumns()}
            rows={links}
            rowKey={(link) => link.id}
          />
        </div>
      ) : null}
    </section>
  );
}

export default function TrustedPersonPage({ loaderData }: Route.ComponentProps) {
  const { person, version, links, readAccessRefusal, notifyRefusal } = loaderData;
  const [params] = useSearchParams();
  // The one mail is offered while a person with an address has not had it (decision 0040).
  const offerNotify =
    params.get("dialog") === "notify" && person !== null && person.email !== null && !person.notifiedAt;
  return (
    <>
      <PageHeading lead={<p>{t("trustedPerson.lead")}</p>}>{t("trustedPerson.title")}</PageHeading>
      <p>{t("afterDeath.beforehand.trustedPerson")}</p>
      {person ? (
        <section className={styles.card} aria-labelledby="trusted-person-card">
          <h2 id="trusted-person-card">{t("trustedPerson.card.title")}</h2>
          <PersonFacts person={person} />
          {person.email === null ? (
            <>
              <p className={styles.status}>{t("trustedPerson.noEmail")}</p>
              <p>{t("trustedPerson.tellThemYourself")}</p>
            </>
          ) : (
            <>
              <p className={styles.status}>
                {person.notifiedAt
                  ? t("trustedPerson.notified", { date: person.notifiedAt })
                  : t("trustedPerson.notNotified")}
              </p>
              <p>{t("trustedPerson.notifyHint")}</p>
            </>
          )}
          <ButtonGroup>
            <ButtonLink to={`${PAGE}/edit`} variant="secondary">
              {t("trustedPerson.change")}
            </ButtonLink>
          </ButtonGroup>
          {person.email === null ? null : notifyRefusal ? (
            <>
              <p>{t("trustedPerson.notifyRefused")}</p>
              <WayOut kind={notifyRefusal} />
            </>
          ) : (
            <NotifyForm version={version} again={person.notifiedAt !== null} />
          )}
        </section>
      ) : (
        <>
          <p>{t("trustedPerson.none")}</p>
          <ButtonLink to={`${PAGE}/edit`}>{t("trustedPerson.name")}</ButtonLink>
        </>
      )}
      {person ? (
        <ReadAccess
          links={links}
          version={version}
          refusal={readAccessRefusal}
          hasEmail={person.email !== null}
        />
      ) : (
        <section className={styles.section} aria-labelledby="read-access">
          <h2 id="read-access">{t("trustedPerson.access.title")}</h2>
          <p>{t("trustedPerson.access.needsPerson")}</p>
        </section>
      )}
      {offerNotify ? (
        <Dialog
          open
          title={t("trustedPerson.offer.title")}
          closeHref={PAGE}
          closeLabel={t("trustedPerson.offer.later")}
          actions={<NotifyForm version={version} again={false} />}
        >
          <p>{t("trustedPerson.notifyHint")}</p>
        </Dialog>
      ) : null}
    </>
  );
}
