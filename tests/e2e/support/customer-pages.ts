/**
 * Every page a customer or a visitor of the portal can open, for the checks that run over all of them (zoom and
 * text spacing, decision 0107). `tests/e2e/zoom-and-spacing.spec.ts` compares this list with the route table
 * (app/routes.ts): each route of a customer's area is either a page here or left out below with the reason, so a
 * new page cannot be forgotten.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";

export interface CustomerPage {
  /** The route's id where it has one (a module serving several URLs), else its file under app/. */
  route: string;
  /**
   * The address to open; a function finds it on the server (an id of the customer's own data) or prepares what
   * the page needs (the letter the editor works on).
   */
  path: string | ((context: PageContext) => Promise<string>);
  /**
   * Who opens it: the customer with a full provision (plan booked, application made, trusted person, a letter),
   * a customer still in the trial (the plan stepper), or an anonymous visitor.
   */
  as: "customer" | "trial" | "visitor";
  /**
   * Where a direct visit lands when the page needs a step before it that no link gives (a wizard's draft, a
   * pending sign-in, a death recorded): the check then covers the page it lands on, and the flow's own spec the
   * page itself. The test asserts the landing, so a page that stops sending the visitor on is noticed.
   */
  lands?: string;
  /** The page's status when it is an error page on purpose (a refusal, the 404 page); else 200. */
  status?: number;
}

/** What a path function may use: requests in the signed-in customer's context (its cookies). */
export interface PageContext {
  /** The HTML of a page of the portal as the customer gets it (following redirects). */
  html(path: string): Promise<string>;
}

/** The first address in `html` that matches `pattern` (an href). */
function firstHref(html: string, pattern: RegExp): string {
  const found = [...html.matchAll(/href="([^"]+)"/g)]
    .map(([, href]) => href!)
    .find((href) => pattern.test(href));
  if (!found) throw new Error(`no link matching ${pattern}`);
  return found.replaceAll("&amp;", "&");
}

const entry =
  (as: CustomerPage["as"]) =>
  (route: string, path: CustomerPage["path"], lands?: string, status?: number): CustomerPage => ({
    route,
    path,
    as,
    ...(lands ? { lands } : {}),
    ...(status ? { status } : {}),
  });
const customer = entry("customer");
const trial = entry("trial");
const visitor = entry("visitor");

/** Opens the customer's letter in the editor (its tile's link remembers it in the session), then `path`. */
const inLetterEditor =
  (path: string) =>
  async ({ html }: PageContext): Promise<string> => {
    await html(firstHref(await html("/overview/letters"), /^\/overview\/letters\/[0-9a-f-]{36}\/open$/));
    return path;
  };

const FINANCE = "/overview/finance";

export const CUSTOMER_PAGES: readonly CustomerPage[] = [
  // Signed in. The intro screens come once, after a sign-in.
  customer("routes/private/intro.tsx", "/intro", "/overview"),
  customer("routes/overview/index.tsx", "/overview"),
  customer("routes/offer/index.tsx", "/overview/offer"),
  customer("routes/offer/basic-information.tsx", "/overview/offer/basic-information"),
  customer("routes/offer/gravetypenote.tsx", "/overview/offer/gravetypenote"),
  customer("routes/offer/products.$category.tsx", "/overview/offer/products/coffin"),
  customer("routes/offer/products.$category.$id.tsx", async ({ html }) =>
    firstHref(
      await html("/overview/offer/products/coffin"),
      /^\/overview\/offer\/products\/coffin\/[^/?#]+$/,
    ),
  ),
  customer("routes/offer/funeral-site.tsx", "/overview/offer/funeral-site"),
  // The package changes only while no plan is booked (decision 0109).
  trial("routes/offer/package.tsx", "/overview/offer/package"),
  trial("routes/offer/package.confirm.tsx", "/overview/offer/package/confirm?plan=premium"),
  customer("routes/wishes/index.tsx", "/overview/wishes"),
  customer("routes/wishes/create.intro.tsx", "/overview/wishes/create/intro"),
  // A wish step needs the consent of the funnel's first step.
  customer(
    "routes/wishes/create.$step.tsx",
    "/overview/wishes/create/music",
    "/overview/wishes/create/intro",
  ),
  customer("routes/wishes/$kind.edit.tsx", "/overview/wishes/music/edit"),
  customer("routes/wishes/guests.tsx", "/overview/guests"),
  customer("routes/wishes/guests.print.tsx", "/overview/guests/print"),
  customer("guest-new", "/overview/guests/new"),
  customer("guest-edit", async ({ html }) =>
    firstHref(await html("/overview/guests"), /^\/overview\/guests\/[0-9a-f-]{36}$/),
  ),
  customer("routes/trusted-person/index.tsx", "/overview/trusted-person"),
  customer("routes/trusted-person/edit.tsx", "/overview/trusted-person/edit"),
  customer("routes/profile/index.tsx", "/profile"),
  customer("routes/profile/second-factor.tsx", "/profile/second-factor"),
  customer("routes/documents/index.tsx", "/documents"),
  customer("routes/documents/refused.$wayOut.tsx", "/documents/refused/confirmEmail", undefined, 403),
  customer("partner-living-will", "/overview/patientenverfuegung"),
  customer("partner-digital-estate", "/overview/digitaler-nachlass"),
  customer("routes/finance/index.tsx", FINANCE),
  customer("routes/finance/insurance.wizard.tsx", `${FINANCE}/insurance/wizard`),
  customer("routes/finance/insurance.wizard.type.tsx", `${FINANCE}/insurance/wizard/type`),
  customer("routes/finance/insurance.wizard.details.tsx", `${FINANCE}/insurance/wizard/details`),
  customer("routes/finance/insurance.tsx", `${FINANCE}/insurance`),
  customer("routes/finance/costs.wizard.tsx", `${FINANCE}/costs/wizard`),
  // The wizards' later steps need the draft of the steps before them.
  customer(
    "routes/finance/costs.wizard.future.tsx",
    `${FINANCE}/costs/wizard/future`,
    `${FINANCE}/costs/wizard`,
  ),
  customer("routes/finance/costs.tsx", `${FINANCE}/costs`),
  customer("routes/finance/tariff.tsx", `${FINANCE}/tariff`),
  customer("routes/finance/tariff.payment.tsx", `${FINANCE}/tariff/payment`),
  customer("routes/finance/tariff.result.tsx", `${FINANCE}/tariff/result`, `${FINANCE}/tariff/payment`),
  customer("routes/finance/tariff.contact.tsx", `${FINANCE}/tariff/contact`, `${FINANCE}/tariff/payment`),
  customer("routes/finance/tariff.document.tsx", `${FINANCE}/tariff/document`, `${FINANCE}/tariff/payment`),
  customer("routes/finance/tariff.treuhand.tsx", `${FINANCE}/tariff/treuhand`),
  customer("routes/finance/partner.tsx", `${FINANCE}/partner`),
  customer("routes/finance/partner.payment.tsx", `${FINANCE}/partner/payment`),
  customer("routes/finance/partner.tariff.tsx", `${FINANCE}/partner/tariff`, `${FINANCE}/partner/payment`),
  customer("routes/finance/partner.consent.tsx", `${FINANCE}/partner/consent`, `${FINANCE}/partner/payment`),
  customer(
    "routes/finance/partner.consulting.tsx",
    `${FINANCE}/partner/consulting`,
    `${FINANCE}/partner/payment`,
  ),
  customer("routes/finance/partner.summary.tsx", `${FINANCE}/partner/summary`, `${FINANCE}/partner/payment`),
  customer("routes/pricing/index.tsx", "/overview/pricing"),
  // The plan stepper is a trial customer's; its later steps need the plan chosen.
  trial("routes/pricing/plans.tsx", "/overview/pricing/plans"),
  trial("routes/pricing/address.tsx", "/overview/pricing/address", "/overview/pricing/plans"),
  trial("routes/pricing/payment.tsx", "/overview/pricing/payment", "/overview/pricing/plans"),
  trial("routes/pricing/summary.tsx", "/overview/pricing/summary", "/overview/pricing/plans"),
  customer("routes/pricing/confirmation.tsx", "/overview/pricing/confirmation"),
  customer("routes/letters/index.tsx", "/overview/letters"),
  customer("routes/letters/intro.tsx", "/overview/letters/intro"),
  // "Neuen Brief schreiben" is a form on the letters page; a visit goes back there.
  customer("routes/letters/create.tsx", "/overview/letters/create", "/overview/letters"),
  customer("routes/letters/edit.tsx", inLetterEditor("/overview/letters/edit")),
  customer("routes/letters/edit.content.tsx", inLetterEditor("/overview/letters/edit/content")),
  customer("routes/letters/edit.recipient.tsx", inLetterEditor("/overview/letters/edit/recipient")),
  customer("routes/letters/edit.shipping-date.tsx", inLetterEditor("/overview/letters/edit/shipping-date")),
  customer("routes/letters/edit.preview.tsx", inLetterEditor("/overview/letters/edit/preview")),
  // Only after a death is recorded (decision 0063), when the customer's sessions have ended.
  customer("routes/after-death/vorsorge-abgeschlossen.tsx", "/vorsorge-abgeschlossen", "/overview"),
  customer("routes/easy-language/leichte-sprache.meine-vorsorge.tsx", "/leichte-sprache/meine-vorsorge"),
  customer("routes/billing/kuendigen.tsx", "/kuendigen"),
  // The cancellation's confirmation and receipt follow its form.
  customer("routes/billing/kuendigen.bestaetigen.tsx", "/kuendigen/bestaetigen", "/kuendigen"),
  customer("routes/billing/kuendigen.eingegangen.tsx", "/kuendigen/eingegangen", "/kuendigen"),
  // Anonymous. The second step of a sign-in needs the first.
  visitor("routes/auth/login.tsx", "/login"),
  visitor("routes/auth/login.code.tsx", "/login/code", "/login"),
  visitor("routes/auth/login.authenticator.tsx", "/login/authenticator", "/login"),
  visitor("routes/auth/forgot-password.tsx", "/forgot-password"),
  // Without a link's token these two are the "Link nicht mehr gültig" page (400); their forms are checked by auth.spec.
  visitor("routes/auth/forgot-password.verify.tsx", "/forgot-password/verify", undefined, 400),
  visitor("routes/auth/activate-account.tsx", "/activate-account", undefined, 400),
  // The sign-up's later steps need the answers before them.
  visitor("routes/register/type.tsx", "/register/type"),
  visitor("routes/register/character.tsx", "/register/character", "/register/type"),
  visitor("routes/register/place.tsx", "/register/place", "/register/type"),
  visitor("routes/register/birthdate.tsx", "/register/birthdate", "/register/type"),
  visitor("routes/register/data.tsx", "/register/data", "/register/type"),
  visitor("routes/register/prepare.tsx", "/register/prepare", "/register/type"),
  visitor("routes/profile/kontakt-bestaetigen.tsx", "/kontakt-bestaetigen", undefined, 400),
  // Without a valid read-access link: the refusal page a trusted person may see.
  visitor("routes/trusted-person/einsicht.$token.tsx", "/einsicht/kein-gueltiger-link", undefined, 404),
  visitor("legal-impressum", "/impressum"),
  visitor("legal-datenschutz", "/datenschutz"),
  visitor("legal-agb", "/agb"),
  visitor("routes/shell/cookie-consent.tsx", "/cookie-consent"),
  // Leichte Sprache (decision 0106): the start and topic pages for everyone, the summary signed in.
  visitor("routes/easy-language/leichte-sprache.tsx", "/leichte-sprache"),
  visitor("routes/easy-language/leichte-sprache.$topic.tsx", "/leichte-sprache/kosten"),
  visitor("routes/shell/not-found.tsx", "/gibt-es-nicht", undefined, 404),
];

/** Routes of the customer's areas that are no page of their own, each with the reason. */
export const NOT_PAGES: Readonly<Record<string, string>> = {
  "routes/public/layout.tsx": "the layout of the public pages, checked with each of them",
  "routes/private/layout.tsx": "the layout of the signed-in pages, checked with each of them",
  "routes/private/index.ts": "sends / to the overview or the sign-in",
  "routes/offer/funeral-site.markers.ts": "the map's JSON",
  "routes/wishes/create.ts": "sends the funnel to its current step",
  "routes/profile/export.ts": "the data export (a file)",
  "routes/profile/passkeys.options.ts": "JSON for the passkey script",
  "routes/profile/passkeys.ts": "JSON for the passkey script",
  "routes/documents/pdf.provision.$provisionId.ts": "a PDF",
  "routes/documents/pdf.provision.$provisionId.bestattungsverfuegung.ts": "a PDF",
  "routes/documents/pdf.provision.$provisionId.bestaetigung.ts": "a PDF",
  "routes/documents/pdf.provision.$provisionId.antrag.ts": "a PDF",
  "routes/documents/pdf.provision.$provisionId.vorsorgeausweis.ts": "a PDF",
  "routes/finance/tariff.application.ts": "a PDF",
  "routes/finance/tariff.treuhand.contract.ts": "a PDF",
  "routes/letters/$letterId.open.ts": "opens a letter in the editor (a redirect)",
  "routes/letters/$letterId.pdf.ts": "a PDF",
  "routes/pricing/api.paypal.webhook.ts": "PayPal's webhook",
  "routes/auth/login.passkey.options.ts": "JSON for the passkey script",
  "routes/auth/login.passkey.ts": "JSON for the passkey script",
  "routes/auth/logout.ts": "signs out (a redirect)",
  "routes/register/index.ts": "sends the sign-up to its current step",
  "routes/register/places.ts": "the place search's JSON",
  "routes/shell/toasts.dismiss.ts": "closes a message (a redirect)",
  "routes/shell/cache.clear.ts": "clears the browser's cache after a sign-out (an empty answer)",
};

/** Folders of app/routes that hold no customer's page. */
export const NOT_CUSTOMER_FOLDERS: Readonly<Record<string, string>> = {
  staff: "customer care's pages",
  backoffice: "the back office",
  api: "the partner API",
  dev: "the developer mailbox",
};

/** Every route below `entries` by its key (id where set, else file), with the folder under app/routes. */
export function routeKeys(entries: readonly RouteConfigEntry[]): { key: string; folder: string }[] {
  return entries.flatMap((entry) => [
    {
      key: entry.id ?? entry.file,
      folder: /^routes\/([^/]+)\//.exec(entry.file)?.[1] ?? "",
    },
    ...routeKeys(entry.children ?? []),
  ]);
}
