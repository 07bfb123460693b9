import { describe, expect, it } from "vitest";
import { ScrollTable } from "./ScrollTable";
import { render, tags, text } from "./test-utils";

const body = (
  <>
    <thead>
      <tr>
        <th scope="col">Code</th>
        <th scope="col">Nutzungen</th>
      </tr>
    </thead>
    <tbody>
      <tr>
        <th scope="row">HERBST</th>
        <td className="number">3</td>
      </tr>
    </tbody>
  </>
);

describe("ScrollTable", () => {
  it("puts the table in a named region a keyboard can reach, with its caption first inside the table", () => {
    const html = render(
      <ScrollTable label="Gutscheine, seitlich scrollbar" caption="Gutscheine nach Code · 1 Gutschein">
        {body}
      </ScrollTable>,
    );
    const [region] = tags(html, "section");
    expect(region?.attrs["aria-label"]).toBe("Gutscheine, seitlich scrollbar");
    expect(region?.attrs.tabindex).toBe("0");
    expect(tags(html).map((tag) => tag.name)).toEqual([
      "section",
      "table",
      "caption",
      "thead",
      "tr",
      "th",
      "th",
      "tbody",
      "tr",
      "th",
      "td",
    ]);
    expect(text(html)).toBe("Gutscheine nach Code · 1 Gutschein Code Nutzungen HERBST 3");
    // The section's own cell classes reach the cells unchanged.
    expect(tags(html, "td")[0]?.attrs.class).toBe("number");
  });

  it("leaves the caption out when none is given and adds the section's class to the region", () => {
    const html = render(
      <ScrollTable label="Gemeldet, seitlich scrollbar" className="spaced" minWidth="56rem">
        {body}
      </ScrollTable>,
    );
    expect(tags(html, "caption")).toEqual([]);
    expect(tags(html, "section")[0]?.attrs.class?.split(" ")).toContain("spaced");
    expect(tags(html, "table")[0]?.attrs.class?.split(" ").length).toBe(2);
  });
});
