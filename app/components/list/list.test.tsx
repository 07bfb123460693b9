import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { listHref } from "~/domain/backoffice/lists";
import { render, tags, text } from "../test-utils";
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

describe("ListPage", () => {
  const page = (table: ReactNode | null) =>
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
        empty="Keine Friedhöfe."
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
    expect(text(page(null))).toContain("2 Friedhöfe gefunden. Keine Friedhöfe. Seite 1 von 2");
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
