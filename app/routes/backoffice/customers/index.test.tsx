/** The customers section's markup as a browser without JavaScript gets it: the capped totals and their paging. */
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { tags, text } from "~/components/test-utils";
import { CUSTOMER_LISTS, LIST_COUNT_CAP } from "~/domain/backoffice/customers";
import Customers from "./index";

const row = {
  provisionId: "8c4d3d1e-4a56-4b1f-9a53-3b0f2d1c8e77",
  number: 100123,
  firstname: "Erika",
  lastname: "Muster",
  loginEmail: "erika@example.de",
  contactEmail: null,
  postalCode: "24103",

  standing: { state: "trial" },
  since: "01.10.2026",
};

function renderPage(loaderData: Record<string, unknown>, path: string) {
  const Stub = createRoutesStub([
    { id: "customers", path: "/backoffice/customers", Component: Customers as never },
  ]);
  return renderToStaticMarkup(
    <Stub initialEntries={[path]} hydrationData={{ loaderData: { customers: loaderData } }} />,
  );
}

const links = (html: string) => tags(html, "a").map((tag) => tag.attrs.href);

describe("/backoffice/customers", () => {
  it("counts the lists on the start page, a long one as „mehr als 1.000 Einträge“", () => {
    const counts = Object.fromEntries(CUSTOMER_LISTS.map((list) => [list, 0]));
    const html = renderPage(
      {
        counts: { ...counts, unconfirmed: LIST_COUNT_CAP + 1, unpaid: 3 },
        countedAt: "26.11.2026, 19:31",
        list: null,
        q: null,
        params: { sort: "since", dir: "asc", page: 1 },
        result: null,
      },
      "/backoffice/customers",
    );
    expect(text(html)).toContain("E-Mail nach 7 Tagen nicht bestätigt (mehr als 1.000 Einträge)");
    expect(text(html)).toContain("Zahlung ausgefallen (3 Einträge)");
    expect(text(html)).toContain("Stand der Zahlen: 26.11.2026, 19:31 Uhr");
  });

  it("shows a list longer than the cap without its last page, paged by links, and no counts of the lists", () => {
    const html = renderPage(
      {
        counts: null,
        countedAt: null,
        list: "unconfirmed",
        q: null,
        params: { sort: "name", dir: "asc", page: 2 },
        result: {
          rows: [row],
          total: LIST_COUNT_CAP + 1,
          capped: true,
          page: 2,
          more: true,
          countedAt: "27.11.2026, 09:14",
        },
      },
      "/backoffice/customers?list=unconfirmed&sort=name&dir=asc&page=2",
    );
    const shown = text(html);
    expect(shown).toContain("E-Mail nach 7 Tagen nicht bestätigt: mehr als 1.000 Einträge, Seite 2");
    expect(shown).toContain("Vorherige Seite Seite 2 Nächste Seite");
    expect(shown).not.toMatch(/Seite 2 von/);
    expect(shown).not.toContain("Einträge)");
    // The total was taken from the counts kept for a minute: the page says from when.
    expect(shown).toContain("Anzahl der Einträge: Stand 27.11.2026, 09:14 Uhr (höchstens eine Minute alt)");
    expect(links(html)).toEqual(
      expect.arrayContaining([
        "/backoffice/customers?list=unconfirmed&sort=name&dir=asc",
        "/backoffice/customers?list=unconfirmed&sort=name&dir=asc&page=3",
      ]),
    );
  });

  it("shows a shorter list's total and last page, and no next page on it", () => {
    const html = renderPage(
      {
        counts: null,
        countedAt: null,
        list: "unpaid",
        q: null,
        params: { sort: "since", dir: "asc", page: 2 },
        result: { rows: [row], total: 51, capped: false, page: 2, more: false, countedAt: null },
      },
      "/backoffice/customers?list=unpaid&page=2",
    );
    const shown = text(html);
    expect(shown).toContain("Zahlung ausgefallen: 51 Einträge, Seite 2 von 2");
    expect(shown).toContain("Vorherige Seite Seite 2 von 2");
    expect(shown).not.toContain("Nächste Seite");
    expect(shown).not.toContain("Stand");
  });
});
