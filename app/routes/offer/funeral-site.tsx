import { useEffect, useRef, useState } from "react";
import { Form, Link, useNavigate, useNavigation, href } from "react-router";
import { Button } from "~/components/Button";
import { ErrorSummary, errorTitle, type SummaryError } from "~/components/ErrorSummary";
import { fieldId } from "~/components/fieldProps";
import { PageHeading } from "~/components/PageHeading";
import { RadioGroup } from "~/components/RadioGroup";
import { TextField } from "~/components/TextField";
import { useHydrated } from "~/components/useHydrated";
import { forwardCspExtension } from "~/.server/http/csp";
import { withErrorPages } from "~/.server/service-errors";
import { loadFuneralSitePage, saveFuneralSitePage } from "./funeral-site.server";
import { maySaveSite } from "~/domain/funeral-sites";
import { t } from "~/i18n";
import { formatCents } from "~/i18n/currency";
import { SiteList } from "./funeral-site-list";
// Leaflet and its CSS load only on this page, with JavaScript, after hydration (dynamic import in the map's effect).
import { SiteMap } from "./funeral-site-map";
import styles from "./funeral-site.module.css";
import type { Route } from "./+types/funeral-site";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/offer"));

const QUERY_ID = "site-query";
const FORM_ID = "funeral-site-form";

/**
 * GET ?q=…&graveType=…&funeralSiteId=…: the nearest sites around the place searched (or the customer's own
 * place) with distance and the gross price for the grave type chosen. POST saves site and grave type.
 */
export const loader = withErrorPages(loadFuneralSitePage);
export const action = withErrorPages(saveFuneralSitePage);
export const headers = forwardCspExtension;

/** Server-side validation only (no schema code in the page): the action's errors by field, "" for the form. */
function errorsOf(result: unknown): Record<string, string[]> {
  const error = (result as { error?: Record<string, string[] | null> } | undefined)?.error ?? {};
  return Object.fromEntries(Object.entries(error).filter((entry): entry is [string, string[]] => !!entry[1]));
}

export const meta = () => [{ name: "description", content: t("sites.description") }];

function CurrentSite({ current }: { current: Route.ComponentProps["loaderData"]["current"] }) {
  return (
    <section className={styles.current} aria-labelledby="current-site-title">
      <h2 id="current-site-title">{t("sites.current.title")}</h2>
      {current ? (
        <p data-testid="current-site">
          <strong>{current.title}</strong>
          <br />
          {t("sites.site.address", { street: current.street, plz: current.plz, city: current.city })}
          {current.graveTypeName ? (
            <>
              <br />
              {t("sites.current.graveType", { name: current.graveTypeName })}
            </>
          ) : null}
          {current.price !== null ? (
            <>
              <br />
              {t("sites.current.price", { price: formatCents(current.price) })}
            </>
          ) : null}
        </p>
      ) : (
        <p data-testid="current-site">{t("sites.current.none")}</p>
      )}
    </section>
  );
}

export default function FuneralSitePage({ loaderData, actionData }: Route.ComponentProps) {
  const {
    provision,
    graveTypes,
    graveTypeId,
    sites,
    current,
    chosenSiteId,
    centre,
    query,
    queryMessage,
    tiles,
  } = loaderData;
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";
  const errors = errorsOf(actionData);
  // What the form holds now (radios checked), for the save button's state and the map; reset by the loader.
  const loaded = `${graveTypeId}|${chosenSiteId}|${sites.map((s) => s.id).join()}`;
  const [chosen, setChosen] = useState({ key: loaded, siteId: chosenSiteId });
  const siteId = chosen.key === loaded ? chosen.siteId : chosenSiteId;
  const choose = (id: string | null) => setChosen({ key: loaded, siteId: id });

  /** Re-runs the search (GET) with the form's values and `changes`: prices follow the grave type, markers add sites. */
  const research = (changes: Record<string, string>) => {
    const form = document.getElementById(FORM_ID) as HTMLFormElement | null;
    const params = new URLSearchParams();
    if (form)
      for (const [key, value] of new FormData(form)) if (typeof value === "string") params.set(key, value);
    params.delete("version");
    for (const [key, value] of Object.entries(changes)) params.set(key, value);
    void navigate(`?${params.toString()}`, { replace: true, preventScrollReset: true });
  };

  // After a marker is chosen, focus goes to that site's radio in the list (once the list shows it), so a
  // keyboard user goes on from the list to "Bestattungsort speichern" instead of losing focus to the page.
  const focusAfterMap = useRef<string | null>(null);
  const chooseFromMap = (id: string) => {
    focusAfterMap.current = id;
    if (sites.some((site) => site.id === id)) choose(id);
    else research({ funeralSiteId: id });
  };
  useEffect(() => {
    const id = focusAfterMap.current;
    if (!id) return;
    const radio = document.querySelector<HTMLInputElement>(
      `#${FORM_ID} li[data-site-id="${CSS.escape(id)}"] input[type="radio"]`,
    );
    if (!radio) return;
    focusAfterMap.current = null;
    radio.focus();
  });

  const canSave = maySaveSite({
    saving,
    funeralType: provision.funeralType,
    stored: { siteId: provision.funeralSiteId, graveTypeId: provision.graveTypeId },
    chosen: { siteId, graveTypeId },
  });
  const summary: SummaryError[] = [
    ...(queryMessage ? [{ fieldId: QUERY_ID, message: queryMessage }] : []),
    ...(errors[""] ?? []).map((message) => ({ message })),
    ...(errors.graveType ?? []).map((message) => ({ fieldId: fieldId("graveType"), message })),
    ...(errors.funeralSiteId ?? []).map((message) => ({ fieldId: fieldId("funeralSiteId"), message })),
  ];

  return (
    <>
      {/* In the page, not in meta: the title also says "Fehler" after a refused save (action data). */}
      <title>{errorTitle(t("shell.title", { page: t("sites.title") }), summary.length > 0)}</title>
      <PageHeading lead={<p>{t("sites.lead")}</p>}>{t("sites.title")}</PageHeading>
      <CurrentSite current={current} />
      <Form
        method="post"
        id={FORM_ID}
        noValidate
        onChange={(event) => {
          const target = event.target as unknown as HTMLInputElement;
          if (target.name === "funeralSiteId") choose(target.value || null);
          if (target.name === "graveType" && hydrated) research({ graveType: target.value });
        }}
      >
        <ErrorSummary errors={summary} focusKey={actionData ?? `${query}|${queryMessage}`} />
        <input type="hidden" name="version" value={provision.version} />
        <RadioGroup
          name="graveType"
          errors={errors.graveType}
          defaultValue={graveTypeId ?? undefined}
          key={`grave-${graveTypeId}`}
          legend={t("sites.graveType.legend")}
          hint={t("sites.graveType.hint")}
          options={graveTypes.map((type) => ({ value: type.id, label: type.name, hint: type.description }))}
          required
        />
        <div className={styles.search}>
          <TextField
            name="q"
            id={QUERY_ID}
            type="search"
            label={t("sites.query.label")}
            hint={t("sites.query.hint")}
            defaultValue={query}
            errors={queryMessage ? [queryMessage] : undefined}
            autoComplete="postal-code"
            spellCheck={false}
          />
          <Button type="submit" variant="secondary" formMethod="get">
            {t("sites.search")}
          </Button>
        </div>
        <div className={styles.results}>
          <SiteList
            name="funeralSiteId"
            errors={errors.funeralSiteId}
            sites={sites}
            checked={siteId}
            optional={provision.funeralType !== "sea"}
            graveTypes={graveTypes}
            graveTypeId={graveTypeId}
            everyPrice={!hydrated}
            legend={
              centre?.label
                ? t("sites.list.around", { place: centre.label })
                : centre
                  ? t("sites.list.aroundYou")
                  : t("sites.list.legend")
            }
            empty={centre ? t("sites.list.none") : t("sites.list.searchFirst")}
          />
          {hydrated ? (
            <SiteMap
              tiles={tiles}
              centre={centre}
              funeralType={provision.funeralType}
              graveTypeId={graveTypeId}
              chosen={sites.find((site) => site.id === siteId) ?? null}
              onChoose={chooseFromMap}
            />
          ) : null}
        </div>
        <Button type="submit" disabled={hydrated && !canSave}>
          {saving ? t("sites.saving") : t("sites.save")}
        </Button>
      </Form>
      <p>
        <Link to={href("/overview/offer")}>{t("sites.back")}</Link>
      </p>
    </>
  );
}
