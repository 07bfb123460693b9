/**
 * Staff on a frozen provision (decision 0063, 2026-11-26 night): every page family of the signed-in portal, as a
 * care worker on the phone with a bereaved relative gets it — the notice at the top (closed since the confirmed
 * death on that date, view only) and no form, submit button or link to a page that would change the provision;
 * a page that only changes it sends them to the page that shows it; a post from a stale page still gets the
 * German 409 page and changes nothing.
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { tags, text } from "~/components/test-utils";
import { createCustomer, createStaff } from "~/.server/testing/crm";
import { auditLog, deathReports, provisions, type Provision } from "~/.server/db/schema";
import { freezeProvisionById } from "~/.server/services/after-death/freeze";
import { changePagesContext } from "~/.server/services/after-death/freeze-guard";
import { isChangePage, type ChangePages } from "~/domain/after-death/read-only";
import { formatViewDate } from "~/i18n/format";
import {
  body,
  call,
  declaredChangePages,
  location,
  post,
  status,
  TRUSTED_PERSON_FORM,
  useRouteTestBed,
} from "~/.server/testing/routes";
import * as documents from "../documents/index";
import * as costs from "../finance/costs";
import * as finance from "../finance/index";
import * as insurance from "../finance/insurance";
import * as letters from "../letters/index";
import * as offer from "../offer/index";
import * as overview from "../overview/index";
import * as partner from "../partner/page";
import * as pricing from "../pricing/index";
import * as layout from "../private/layout";
import * as profile from "../profile/index";
import * as trustedPerson from "../trusted-person/index";
import * as trustedPersonEdit from "../trusted-person/edit";
import * as guests from "../wishes/guests";
import * as wishes from "../wishes/index";
import * as wishEdit from "../wishes/$kind.edit";

const { database, runtime, asStaff } = useRouteTestBed("frozen-staff-pages");
let staffId: string;
let changePages: ChangePages;

beforeAll(async () => {
  changePages = await declaredChangePages();
  staffId = (await createStaff(database.db, "care-frozen-pages@vorsorgeportal.de")).id;
}, 180_000);

let counter = 0;
/** A customer with a booked plan's data (type of provision, a wish, a trusted person) whose death was confirmed. */
async function frozenCustomer({
  financialProvisionType = "PAY_BY_MYSELF" as Provision["financialProvisionType"],
  paid = false,
  state = null as Provision["state"],
} = {}) {
  counter += 1;
  const made = await createCustomer(database.db, {
    email: `frozen-pages-${counter}@example.de`,
    confirmed: true,
    paid,
  });
  await database.db
    .update(provisions)
    .set({
      state,
      financialProvisionType,
      trustedPerson: {
        firstname: "Eva",
        lastname: "Schmidt",
        email: "eva@beispiel.de",
        phone: "+49431123456",
      },
    })
    .where(eq(provisions.id, made.provision.id));
  await freezeProvisionById(database.db, made.provision.id, { now: new Date(), config: runtime.config });
  const [row] = await database.db.select().from(provisions).where(eq(provisions.id, made.provision.id));
  return row!;
}

/** A GET through the signed-in layout's middleware: its redirect, or null when the page is shown. */
async function layoutAnswer(path: string, provisionId: string) {
  const { context } = await asStaff(staffId, provisionId);
  context.set(changePagesContext, changePages);
  const result = await call(
    ((args: Parameters<(typeof layout.middleware)[0]>[0]) =>
      layout.middleware[0]!(args, async () => new Response("next"))) as never,
    new Request(`http://localhost${path}`),
    context,
  );
  return { redirect: location(result), context };
}

interface PageModule {
  loader: (args: never) => unknown;
  default: ComponentType<never>;
}

/** The page as the server renders it under the signed-in layout, with both loaders' data. */
async function renderPage(page: PageModule, pattern: string, path: string, provisionId: string) {
  const { redirect, context } = await layoutAnswer(path, provisionId);
  expect(redirect, `${path} is shown, not redirected`).toBeNull();
  const layoutData = body<{ frozenOn: string | null }>(
    await call(layout.loader as never, new Request(`http://localhost${path}`), context),
  );
  const pageData = body(await call(page.loader, new Request(`http://localhost${path}`), context));
  const Stub = createRoutesStub([
    {
      id: "private",
      Component: layout.default as never,
      loader: () => null,
      children: [
        {
          id: "page",
          path: pattern,
          Component: page.default as never,
          loader: () => null,
          action: () => null,
        },
      ],
    },
  ]);
  const html = renderToStaticMarkup(
    createElement(Stub, {
      initialEntries: [path],
      hydrationData: { loaderData: { private: layoutData, page: pageData } },
    }),
  );
  return { html, layoutData };
}

const PAGES: { family: string; page: PageModule; path: string; pattern?: string; noType?: boolean }[] = [
  { family: "overview", page: overview, path: "/overview" },
  { family: "offer", page: offer, path: "/overview/offer" },
  { family: "wishes", page: wishes, path: "/overview/wishes" },
  { family: "guests", page: guests, path: "/overview/guests" },
  { family: "trusted person", page: trustedPerson, path: "/overview/trusted-person" },
  { family: "profile", page: profile, path: "/profile" },
  { family: "documents", page: documents, path: "/documents" },
  { family: "finance", page: finance, path: "/overview/finance" },
  { family: "finance: insurance", page: insurance, path: "/overview/finance/insurance" },
  { family: "finance: costs", page: costs, path: "/overview/finance/costs" },
  // Without a type of provision the finance pages lead to the insurance wizard, which staff may not open here.
  { family: "finance (no type chosen)", page: finance, path: "/overview/finance", noType: true },
  { family: "pricing", page: pricing, path: "/overview/pricing" },
  { family: "letters", page: letters, path: "/overview/letters" },
  { family: "partner page", page: partner, path: "/overview/patientenverfuegung" },
];

describe("a care worker on a frozen provision", () => {
  it.each(PAGES)(
    "$family: sees the notice at the top and nothing that would change it",
    async ({ page, path, pattern, noType }) => {
      const provision = await frozenCustomer(noType ? { financialProvisionType: null } : {});
      const { html, layoutData } = await renderPage(page, pattern ?? path, path, provision.id);
      const date = formatViewDate(provision.frozenAt!);
      expect(layoutData.frozenOn).toBe(date);

      // The notice comes first in the content, before the page's heading.
      const words = text(html);
      expect(words).toContain("Diese Vorsorge ist abgeschlossen");
      expect(words).toContain(`am ${date} bestätigt`);
      expect(words).toContain("kann nur noch angesehen werden");
      expect(html.indexOf("Diese Vorsorge ist abgeschlossen")).toBeLessThan(html.indexOf("<h1"));

      // No form that posts, no submit button, no "Speichern", no link to a page that changes the provision.
      expect(
        tags(html, "form").filter((form) => (form.attrs.method ?? "get").toLowerCase() === "post"),
      ).toEqual([]);
      expect(tags(html, "button").filter((button) => button.attrs.type === "submit")).toEqual([]);
      expect(words).not.toMatch(/Speichern/);
      expect(
        tags(html, "a")
          .map((a) => a.attrs.href ?? "")
          .filter((href) => isChangePage(href, changePages)),
      ).toEqual([]);
    },
  );

  it("overview: shows what is stored, asks nobody to act and offers no death report", async () => {
    const provision = await frozenCustomer();
    const { html } = await renderPage(overview, "/overview", "/overview", provision.id);
    const words = text(html);
    // No urgency or progress: no "Wichtig"/"In Bearbeitung" badge, no "n von m erledigt".
    expect(words).not.toMatch(/\bWichtig\b|In Bearbeitung|erledigt/i);
    // The areas with stored data say so (the fixture stores an offer without a funeral site, a trusted person
    // and a type of provision).
    expect(words.match(/Angaben gespeichert/g)).toHaveLength(3);
    expect(words).toMatch(/Ihr Angebot Angaben gespeichert/);
    expect(words).toMatch(/Vertrauensperson Angaben gespeichert/);
    expect(words).toMatch(/Finanzielle Vorsorge Angaben gespeichert/);
    // Every tile just opens its page: no invitation, no "jederzeit ändern", no partner offer, no greeting.
    const tileActions = tags(html, "a")
      .map((a) => a.attrs.href ?? "")
      .filter((href) => href.startsWith("/overview/"));
    expect(tileActions.length).toBeGreaterThan(0);
    expect(words.match(/Öffnen\s*:/g)).toHaveLength(tileActions.length);
    expect(words).not.toMatch(
      /festhalten|benennen|planen|sichern|schreiben|anlegen|jederzeit|Partnerangebot|Weitere Angebote|schön, dass Sie da sind/,
    );
    expect(tileActions).not.toContain("/overview/patientenverfuegung");
    // Never "Sterbefall melden" on a provision that is already closed.
    expect(words).not.toContain("Sterbefall melden");
    expect(tags(html, "a").map((a) => a.attrs.href)).not.toContain("/backoffice/deaths/report");
  });

  it("overview: leads to the death report when there is one", async () => {
    const provision = await frozenCustomer();
    const confirmedBy = (await createStaff(database.db, `admin-frozen-pages-${counter}@vorsorgeportal.de`))
      .id;
    const [report] = await database.db
      .insert(deathReports)
      .values({
        provisionId: provision.id,
        status: "confirmed",
        reporterName: "Petra Muster",
        reporterRelation: "Tochter",
        reporterContact: "+494317654321",
        dateOfDeath: "2026-11-20",
        certificateReference: "StA Kiel 1234/2026",
        reportedBy: staffId,
        confirmedBy,
        confirmedAt: provision.frozenAt,
      })
      .returning();
    const { html } = await renderPage(overview, "/overview", "/overview", provision.id);
    const link = tags(html, "a").find((a) => a.attrs.href === `/backoffice/deaths/${report!.id}`);
    expect(link).toBeDefined();
    expect(text(html)).toContain("Sterbefall ansehen");
    expect(text(html)).not.toContain("Sterbefall melden");
  });

  it("offer: says no one will change it, and asks for no documents or site", async () => {
    const customized = await frozenCustomer({ paid: true, state: "customized" });
    const words = text((await renderPage(offer, "/overview/offer", "/overview/offer", customized.id)).html);
    expect(words).toContain("Ihr Angebot wurde individuell für Sie angepasst.");
    expect(words).not.toMatch(/Änderungen nimmt unser Kundenservice/);
    // Paid, no documents requested, no site chosen: still nothing to request or to choose after the death.
    expect(words).not.toMatch(/Fordern Sie jetzt|Unterlagen anfordern|Ihre Vorsorge ist aktiv/);
    expect(words).not.toMatch(/Wählen Sie oben einen Bestattungsort/);
    expect(words).toContain("noch nicht enthalten");

    const plain = await frozenCustomer();
    const plainWords = text((await renderPage(offer, "/overview/offer", "/overview/offer", plain.id)).html);
    expect(plainWords).not.toMatch(/individuell|Änderungen nimmt/);
  });

  it("is sent from a page that only changes the provision to the page that shows it", async () => {
    const provision = await frozenCustomer();
    const cases: [string, string][] = [
      ["/overview/offer/products/coffin", "/overview/offer"],
      ["/overview/offer/basic-information", "/overview/offer"],
      ["/overview/offer/package", "/overview/offer"],
      ["/overview/wishes/create", "/overview/wishes"],
      ["/overview/wishes/music/edit", "/overview/wishes"],
      ["/overview/guests/new", "/overview/guests"],
      ["/overview/trusted-person/edit", "/overview/trusted-person"],
      ["/overview/letters/create", "/overview/letters"],
      ["/overview/letters/edit/content", "/overview/letters"],
      ["/overview/finance/insurance/wizard/type", "/overview/finance"],
      ["/overview/finance/tariff/payment", "/overview/finance"],
      ["/overview/pricing/plans", "/overview/pricing"],
    ];
    for (const [path, readOnlyPage] of cases) {
      expect((await layoutAnswer(path, provision.id)).redirect, path).toBe(readOnlyPage);
    }
    // Reading stays possible: the guest list's print view and the pages above.
    expect((await layoutAnswer("/overview/guests/print", provision.id)).redirect).toBeNull();
  });

  it("who posts from a page opened before the freeze gets the 409 page, and nothing is stored", async () => {
    const provision = await frozenCustomer();
    const version = String(provision.version);
    const traces = async () => {
      const [row] = await database.db.select().from(provisions).where(eq(provisions.id, provision.id));
      const [audit] = await database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(auditLog)
        .where(and(eq(auditLog.provisionId, provision.id), ne(auditLog.action, "provision.read")));
      return { row, audit: audit!.n };
    };
    const before = await traces();
    const posts: [
      string,
      (args: never) => unknown,
      string,
      Record<string, string>,
      Record<string, string>?,
    ][] = [
      [
        "profile",
        profile.action,
        "/profile",
        {
          intent: "save",
          salutation: "madame",
          firstname: "Anna",
          lastname: "Schröder",
          email: "anna-frozen@example.de",
          provisionBirth: "24.12.1950",
          street: "Hafenstraße 1",
          postalCode: "24103",
          city: "Kiel",
          phone: "0431 1234567",
        },
      ],
      ["trusted person", trustedPersonEdit.action, "/overview/trusted-person/edit", TRUSTED_PERSON_FORM],
      [
        "wish",
        wishEdit.action,
        "/overview/wishes/music/edit",
        { text: "Ave Maria", consent: "on" },
        { kind: "music" },
      ],
      [
        "insurance",
        insurance.action,
        "/overview/finance/insurance",
        {
          financialProvisionType: "PAY_BY_FAMILY",
          financialProvisionNote: "Sparbuch",
          existingInsuranceCompany: "",
          existingSum: "",
        },
      ],
      ["letters", letters.action, "/overview/letters", { intent: "new" }],
    ];
    for (const [name, action, path, values, params] of posts) {
      const { context } = await asStaff(staffId, provision.id);
      const answer = await call(
        action,
        post(`http://localhost${path}`, { ...values, version }),
        context,
        params,
      );
      expect(status(answer), name).toBe(409);
      expect(JSON.stringify(body(answer)), name).toMatch(/abgeschlossen|Sterbefall|verstorben/i);
    }
    expect(await traces()).toEqual(before);
  });
});
