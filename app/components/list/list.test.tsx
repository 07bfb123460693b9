import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { listHref } from "~/domain/backoffice/lists";
import { render, tags, text } from "../test-utils";
import { DataTable, sortableColumns, type Column } from "./DataTable";
import { ListFilter, ListPage } from "./ListPage";
import { Pager } from "./Pager";
import { SortHeader } from "./SortHeader";

const LIST = "/backoffice/sites";

function header(order: { sort: "title" | "city"; dir: "asc" | "desc" }, column: "title" | "city") {
  return render(
    <table>
      <thead>
        <tr>
          <SortHeader
            column={column}
            label={column === "title" ? "Name" : "Ort"}
            order={order}
            href={(next) => listHref(LIST, { ...next, page: null })}
            spoken={(current) =>
              current ? `, ${current === "asc" ? "aufsteigend" : "absteigend"} sortiert` : ""
            }
          />
        </tr>
      </thead>
    </table>,
    LIST,
  );
}

describe("SortHeader", () => {
  it("sorts another column ascending first, without aria-sort or arrow", () => {
    const html = header({ sort: "title", dir: "asc" }, "city");
    expect(tags(html, "th")[0]?.attrs["aria-sort"]).toBeUndefined();
    expect(tags(html, "a")[0]?.attrs.href).toBe(`${LIST}?sort=city&dir=asc`);
    expect(text(html)).toBe("Ort");
  });

  it("turns the current column round and says its order", () => {
    const html = header({ sort: "title", dir: "asc" }, "title");
    expect(tags(html, "th")[0]?.attrs["aria-sort"]).toBe("ascending");
    expect(tags(html, "a")[0]?.attrs.href).toBe(`${LIST}?sort=title&dir=desc`);
    expect(text(html)).toBe("Name ▲ , aufsteigend sortiert");
    expect(tags(html, "span")[0]?.attrs["aria-hidden"]).toBe("true");
    const down = header({ sort: "title", dir: "desc" }, "title");
    expect(tags(down, "th")[0]?.attrs["aria-sort"]).toBe("descending");
    expect(tags(down, "a")[0]?.attrs.href).toBe(`${LIST}?sort=title&dir=asc`);
  });
});

describe("Pager", () => {
  it("draws nothing for a list of one page", () => {
    expect(render(<Pager previous={null} next={null} at={{ page: 1, pages: 1 }} />, LIST)).toBe("");
  });

  it("links the pages before and after, with German labels and where the list stands", () => {
    const html = render(
      <Pager previous={`${LIST}?page=1`} next={`${LIST}?page=3`} at={{ page: 2, pages: 7 }} />,
      LIST,
    );
    expect(tags(html, "nav")[0]?.attrs["aria-label"]).toBe("Seiten");
    expect(text(html)).toBe("Vorherige Seite Seite 2 von 7 Nächste Seite");
    expect(tags(html, "a").map((a) => a.attrs.href)).toEqual([`${LIST}?page=1`, `${LIST}?page=3`]);
    expect(tags(html, "li")[1]?.attrs["aria-current"]).toBe("page");
  });

  it("says only the page where the last is not known, and takes the list's own link texts", () => {
    expect(text(render(<Pager previous={null} next="/x?page=2" at={{ page: 1, pages: null }} />))).toBe(
      "Seite 1 Nächste Seite",
    );
    const html = render(
      <Pager
        label="Seiten des Protokolls"
        previous="/x"
        next={null}
        texts={{ previous: "Neuere Einträge", next: "Ältere Einträge" }}
      />,
    );
    expect(tags(html, "nav")[0]?.attrs["aria-label"]).toBe("Seiten des Protokolls");
    expect(text(html)).toBe("Neuere Einträge");
  });
});

interface Site {
  id: number;
  title: string;
  graves: number;
}

const SITES: Site[] = [
  { id: 1, title: "Waldfriedhof", graves: 120 },
  { id: 2, title: "Ostfriedhof", graves: 8 },
];

const siteColumns = (order: { sort: "title" | "city"; dir: "asc" | "desc" }): Column<Site>[] => [
  {
    header: (
      <SortHeader
        column="title"
        label="Name"
        order={order}
        href={(next) => listHref(LIST, { ...next, page: null })}
      />
    ),
    cell: (site) => site.title,
    rowHeader: true,
  },
  {
    header: "Grabstätten",
    cell: (site) => site.graves,
    numeric: true,
    testId: (site) => `graves-${site.id}`,
  },
];

describe("DataTable", () => {
  const order = { sort: "title", dir: "asc" } as const;

  it("draws a captioned table in a named scroll region, headings by column and each row named by its first cell", () => {
    const html = render(
      <DataTable
        caption="Friedhöfe"
        label="Friedhöfe, seitlich scrollbar"
        columns={siteColumns(order)}
        rows={SITES}
        rowKey={(site) => site.id}
      />,
      LIST,
    );
    expect(tags(html, "section")[0]?.attrs["aria-label"]).toBe("Friedhöfe, seitlich scrollbar");
    expect(tags(html, "section")[0]?.attrs.tabindex).toBe("0");
    expect(text(html)).toBe("Friedhöfe Name ▲ Grabstätten Waldfriedhof 120 Ostfriedhof 8");
    expect(tags(html, "caption")).toHaveLength(1);
    expect(tags(html, "th").map((th) => th.attrs.scope)).toEqual(["col", "col", "row", "row"]);
    expect(tags(html, "th")[0]?.attrs["aria-sort"]).toBe("ascending");
    const cells = tags(html, "td");
    expect(cells.map((td) => td.attrs["data-testid"])).toEqual(["graves-1", "graves-2"]);
    expect(cells.every((td) => td.attrs.class?.includes("number"))).toBe(true);
    // The number column's heading stands right-aligned over its figures.
    expect(tags(html, "th")[1]?.attrs.class).toContain("numberHeading");
    expect(tags(html, "th")[2]?.attrs.class).toBeUndefined();
  });

  it("leaves out a column given as false, and draws a plain table without a region label", () => {
    const html = render(
      <DataTable
        caption="Friedhöfe"
        className="plain"
        columns={[...siteColumns(order), false]}
        rows={SITES}
        rowKey={(site) => site.id}
        labelCells
      />,
      LIST,
    );
    expect(tags(html, "section")).toHaveLength(0);
    expect(tags(html, "table")[0]?.attrs.class).toBe("plain");
    expect(tags(html, "th")).toHaveLength(4);
    expect(tags(html, "td")[0]?.attrs["data-label"]).toBe("Grabstätten");
  });

  it("says what an empty list says: instead of the table, or in a row across all columns", () => {
    const empty = (props: { empty?: string; emptyRow?: string }) =>
      render(
        <DataTable
          caption="Friedhöfe"
          columns={siteColumns(order)}
          rows={[]}
          rowKey={(site) => site.id}
          {...props}
        />,
        LIST,
      );
    expect(empty({ empty: "Keine Friedhöfe." })).toBe("<p>Keine Friedhöfe.</p>");
    expect(empty({})).toBe("");
    const row = empty({ emptyRow: "Keine Friedhöfe." });
    expect(tags(row, "td")[0]?.attrs.colspan).toBe("2");
    expect(text(row)).toBe("Friedhöfe Name ▲ Grabstätten Keine Friedhöfe.");
  });
});

describe("sortableColumns", () => {
  it("makes each heading a SortHeader of the list's order, worded after its column", () => {
    const sorted = sortableColumns<Site, "title" | "city">((column, label) => ({
      order: { sort: "city", dir: "desc" },
      href: (next) => listHref(LIST, { ...next, page: null }),
      ariaLabel: (next) => `${label} (${column}) ${next}`,
    }));
    const html = render(
      <DataTable
        columns={[sorted("title", "Name", { cell: (site) => site.title, rowHeader: true })]}
        rows={SITES}
        rowKey={(site) => site.id}
      />,
      LIST,
    );
    expect(tags(html, "a")[0]?.attrs["aria-label"]).toBe("Name (title) asc");
    expect(tags(html, "a")[0]?.attrs.href).toBe(`${LIST}?sort=title&dir=asc`);
    expect(tags(html, "th").map((th) => th.attrs.scope)).toEqual(["col", "row", "row"]);
  });
});

describe("ListPage", () => {
  const page = (table: ReactNode) =>
    render(
      <ListPage
        before={<p>davor</p>}
        title="Friedhöfe"
        lead={<p>Alle Friedhöfe</p>}
        actions={<p>Friedhof anlegen</p>}
        filter={
          <ListFilter search keep={{ sort: "city", dir: null }}>
            <input name="q" aria-label="Suche" />
            <button type="submit">Suchen</button>
          </ListFilter>
        }
        status={<p role="status">2 Friedhöfe gefunden.</p>}
        table={table}
        pager={{ previous: null, next: `${LIST}?page=2`, at: { page: 1, pages: 2 } }}
      >
        <p>danach</p>
      </ListPage>,
      LIST,
    );

  it("draws heading, filter, status, table and pager in this order", () => {
    const html = page(<table />);
    expect(text(html)).toBe(
      "davor Friedhöfe Alle Friedhöfe Friedhof anlegen Suchen 2 Friedhöfe gefunden. Seite 1 von 2 Nächste Seite danach",
    );
    expect(tags(html, "table")).toHaveLength(1);
    expect(tags(html, "h1")).toHaveLength(1);
  });

  it("says what an empty list says instead of the table", () => {
    const empty = <DataTable columns={[]} rows={[]} rowKey={String} empty="Keine Friedhöfe." />;
    expect(text(page(empty))).toContain("2 Friedhöfe gefunden. Keine Friedhöfe. Seite 1 von 2");
  });

  it("filters by a GET form that keeps the order, a search landmark", () => {
    const html = page(null);
    const [form] = tags(html, "form");
    expect(form?.attrs.method).toBe("get");
    expect(form?.attrs.role).toBe("search");
    const hidden = tags(html, "input").filter((input) => input.attrs.type === "hidden");
    expect(hidden.map((input) => [input.attrs.name, input.attrs.value])).toEqual([["sort", "city"]]);
  });
});
