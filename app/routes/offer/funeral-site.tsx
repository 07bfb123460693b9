import { getFormProps, useForm } from "@conform-to/react";
import { useState } from "react";
import { data, Form, Link, useNavigate, useNavigation } from "react-router";
import { Button } from "~/components/Button";
import { ErrorSummary, errorsFromForm, errorTitle, type SummaryError } from "~/components/ErrorSummary";
import { PageHeading } from "~/components/PageHeading";
import { RadioGroup } from "~/components/RadioGroup";
import { TextField } from "~/components/TextField";
import { useHydrated } from "~/components/useHydrated";
import { requireActor } from "~/.server/auth/guards";
import { requestInfoContext, runtimeContext } from "~/.server/context";
import { invalid, parseForm, reply } from "~/.server/forms";
import { cspExtension, forwardCspExtension, sourceOfUrlTemplate } from "~/.server/http/csp";
import { pageUrl } from "~/.server/http/url";
import { withErrorPages } from "~/.server/intent";
import { loadSitePage, saveFuneralSite } from "~/.server/services/funeral-sites";
import { readProvision, readVersion } from "~/.server/services/provisions";
import { sessionContext } from "~/.server/session";
import { redirectWithToast } from "~/.server/toast";
import { isServiceError } from "~/domain/errors";
import { maySaveSite, SITE_QUERY_MAX_LENGTH } from "~/domain/funeral-sites";
import { createFuneralSiteSchema } from "~/domain/validation/offer";
import { t } from "~/i18n";
import { formatCents } from "~/i18n/format";
import { SiteList } from "./funeral-site-list";
// Leaflet and its CSS load only on this page, with JavaScript, after hydration (dynamic import in the map's effect).
import { SiteMap } from "./funeral-site-map";
import styles from "./funeral-site.module.css";
import type { Route } from "./+types/funeral-site";

const QUERY_ID = "site-query";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The tile layer of the map (TILE_URL, TILE_ATTRIBUTION) and the CSP source its host needs. Leaflet shows the
 * attribution as HTML: the configured text is escaped; the default credits OpenStreetMap with its licence link.
 */
function tileLayer(config: { TILE_URL: string; TILE_ATTRIBUTION?: string | undefined }) {
  return {
    url: config.TILE_URL,
    attribution: config.TILE_ATTRIBUTION
      ? escapeHtml(config.TILE_ATTRIBUTION)
      : `<a href="https://www.openstreetmap.org/copyright">${escapeHtml(t("sites.map.attribution"))}</a>`,
    source: sourceOfUrlTemplate(config.TILE_URL),
  };
}

/**
 * GET ?q=…&graveType=…&funeralSiteId=…: the nearest sites around the place searched (or the customer's own
 * place) with distance and the gross price for the grave type chosen; the chosen site stays listed.
 */
export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const actor = requireActor(context, request);
  const { database, config } = context.get(runtimeContext);
  const params = new URL(request.url).searchParams;
  const query = (params.get("q") ?? "").trim();
  const queryInvalid = query.length === 1 || query.length > SITE_QUERY_MAX_LENGTH;
  const input = {
    query: queryInvalid ? "" : query,
    graveType: params.get("graveType"),
    siteId: params.get("funeralSiteId") || null,
    ip: context.get(requestInfoContext).ip,
  };
  let tooMany = false;
  const page = await loadSitePage(database.db, actor, input).catch(async (error: unknown) => {
    if (!isServiceError(error) || error.code !== "LimitExceededException") throw error;
    tooMany = true;
    return loadSitePage(database.db, actor, { ...input, query: "" });
  });
  const tiles = tileLayer(config);
  const result = {
    ...page,
    query: query.slice(0, SITE_QUERY_MAX_LENGTH),
    queryMessage: queryInvalid
      ? t("sites.query.invalid")
      : tooMany
        ? t("sites.query.tooMany")
        : page.placeNotFound
          ? t("sites.query.notFound", { query })
          : null,
    tiles: { url: tiles.url, attribution: tiles.attribution },
  };
  const headers = cspExtension({ "img-src": [tiles.source] });
  const status = queryInvalid ? 400 : tooMany ? 429 : 200;
  return data(result, { status, headers });
});

export const headers = forwardCspExtension;

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const actor = requireActor(context, request);
  const { database } = context.get(runtimeContext);
  const ip = context.get(requestInfoContext).ip;
  const provision = await readProvision(database.db, actor, { ip, audit: false });
  const { formData, submission } = await parseForm(request, createFuneralSiteSchema(provision.funeralType));
  if (submission.status !== "success") {
    const seaWithoutSite = provision.funeralType === "sea" && !formData.get("funeralSiteId");
    return seaWithoutSite
      ? data(reply(submission, { fieldErrors: { funeralSiteId: [t("sites.refused.seaNeedsSite")] } }), {
          status: 400,
        })
      : invalid(submission);
  }
  try {
    const outcome = await saveFuneralSite(database.db, actor, {
      funeralSiteId: submission.value.funeralSiteId,
      graveType: submission.value.graveType,
      expectedVersion: readVersion(formData),
      ip,
    });
    if (outcome.saved) {
      return redirectWithToast(pageUrl(request), context.get(sessionContext), {
        kind: "success",
        message: t("sites.saved"),
      });
    }
    const message = t(`sites.refused.${outcome.reason}`);
    const errors = outcome.field
      ? { fieldErrors: { [outcome.field]: [message] } }
      : { formErrors: [message] };
    return data(reply(submission, errors), { status: 400 });
  } catch (error) {
    if (isServiceError(error) && error.code === "staleVersion") return invalid(submission, error);
    throw error;
  }
});

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: errorTitle(t("shell.title", { page: t("sites.title") }), !!loaderData?.queryMessage) },
  { name: "description", content: t("sites.description") },
];

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
  const [form, fields] = useForm<{ graveType: string; funeralSiteId: string; q: string }>({
    lastResult: actionData,
    defaultValue: { graveType: graveTypeId ?? undefined, funeralSiteId: chosenSiteId ?? "" },
    shouldValidate: "onSubmit",
  });
  // What the form holds now (radios checked), for the save button's state and the map; reset by the loader.
  const loaded = `${graveTypeId}|${chosenSiteId}|${sites.map((s) => s.id).join()}`;
  const [chosen, setChosen] = useState({ key: loaded, siteId: chosenSiteId });
  const siteId = chosen.key === loaded ? chosen.siteId : chosenSiteId;
  const choose = (id: string | null) => setChosen({ key: loaded, siteId: id });

  /** Re-runs the search (GET) with the form's values and `changes`: prices follow the grave type, markers add sites. */
  const research = (changes: Record<string, string>) => {
    const form = document.getElementById(formId) as HTMLFormElement | null;
    const params = new URLSearchParams();
    if (form)
      for (const [key, value] of new FormData(form)) if (typeof value === "string") params.set(key, value);
    params.delete("version");
    for (const [key, value] of Object.entries(changes)) params.set(key, value);
    void navigate(`?${params.toString()}`, { replace: true, preventScrollReset: true });
  };
  const formId = form.id;

  const chooseFromMap = (id: string) => {
    if (sites.some((site) => site.id === id)) choose(id);
    else research({ funeralSiteId: id });
  };

  const canSave = maySaveSite({
    saving,
    funeralType: provision.funeralType,
    stored: { siteId: provision.funeralSiteId, graveTypeId: provision.graveTypeId },
    chosen: { siteId, graveTypeId },
  });
  const graveTypeName = graveTypes.find((type) => type.id === graveTypeId)?.name ?? "";
  const summary: SummaryError[] = [
    ...(queryMessage ? [{ fieldId: QUERY_ID, message: queryMessage }] : []),
    ...errorsFromForm(form),
  ];

  return (
    <>
      <PageHeading lead={<p>{t("sites.lead")}</p>}>{t("sites.title")}</PageHeading>
      <CurrentSite current={current} />
      <Form
        method="post"
        {...getFormProps(form)}
        onChange={(event) => {
          const target = event.target as unknown as HTMLInputElement;
          if (target.name === "funeralSiteId") choose(target.value || null);
          if (target.name === "graveType" && hydrated) research({ graveType: target.value });
        }}
      >
        <ErrorSummary errors={summary} focusKey={actionData ?? `${query}|${queryMessage}`} />
        <input type="hidden" name="version" value={provision.version} />
        {/* Not Conform's field: its default stays the first one, while this follows the loader (new prices). */}
        <RadioGroup
          name="graveType"
          id={fields.graveType.id}
          errors={fields.graveType.errors}
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
            field={fields.funeralSiteId}
            sites={sites}
            checked={siteId}
            optional={provision.funeralType !== "sea"}
            graveTypeName={graveTypeName}
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
        <Link to="/overview/offer">{t("sites.back")}</Link>
      </p>
    </>
  );
}
