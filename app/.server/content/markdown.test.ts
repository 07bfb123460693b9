import { UnknownPlaceholderError } from "~/domain/errors";
import { describe, expect, it } from "vitest";
import { mailLink, phoneLink, renderMarkdown, slugify } from "./markdown";

const page = (body: string) => `# Titel\n\n${body}`;

describe("renderMarkdown", () => {
  it("takes the first heading as the title and gives h2/h3 stable ids and a table of contents", () => {
    const result = renderMarkdown(
      page("## Ihre Rechte\n\nText\n\n### Widerspruchsrecht\n\n## Kündigung"),
      {},
    );
    expect(result.title).toBe("Titel");
    expect(result.html).not.toContain("<h1");
    expect(result.html).toContain('<h2 id="ihre-rechte">Ihre Rechte</h2>');
    expect(result.html).toContain('<h3 id="widerspruchsrecht">Widerspruchsrecht</h3>');
    expect(result.toc).toEqual([
      { id: "ihre-rechte", title: "Ihre Rechte" },
      { id: "kuendigung", title: "Kündigung" },
    ]);
  });

  it("fills placeholders with HTML-escaped values that cannot add markup or Markdown", () => {
    const { html } = renderMarkdown(page("Anbieter: {{operator.name}}\n\n`{{cookie}}`"), {
      "operator.name": `Evil <script>alert("x")</script> & [Link](javascript:alert(1)) **fett**`,
      cookie: "__vp_session",
    });
    expect(html).toContain(
      "Anbieter: Evil &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; [Link](javascript:alert(1)) **fett**",
    );
    expect(html).not.toMatch(/<script|<a |<strong/);
    expect(html).toContain("<code>__vp_session</code>");
  });

  it("writes multi-line values as lines and joins link values as given", () => {
    const { html } = renderMarkdown(page("{{address}}\n\n{{mail}} {{phone}}"), {
      address: ["Musterstraße 1", "12345 <Stadt>"],
      mail: mailLink(`a"b@example.org`),
      phone: phoneLink("0800 123 45 67"),
    });
    expect(html).toContain("Musterstraße 1<br>12345 &lt;Stadt&gt;");
    expect(html).toContain('<a href="mailto:a&quot;b@example.org">a&quot;b@example.org</a>');
    expect(html).toContain('<a href="tel:+498001234567">0800&nbsp;123&nbsp;45&nbsp;67</a>');
  });

  it("escapes raw HTML in the Markdown itself", () => {
    const { html } = renderMarkdown(page('<img src=x onerror="alert(1)">\n\n<b>fett</b>'), {});
    expect(html).not.toMatch(/<img|<b>/);
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
  });

  it("gives table header cells a column scope", () => {
    const { html } = renderMarkdown(page("| Name | Zweck |\n| --- | --- |\n| a | b |"), {});
    expect(html).toContain('<th scope="col">Name</th>');
  });

  it("refuses an unknown placeholder instead of showing it", () => {
    expect(() => renderMarkdown(page("{{operator.nmae}}"), { "operator.name": "X" })).toThrow(
      UnknownPlaceholderError,
    );
  });
});

describe("slugify", () => {
  it("writes German headings as ASCII ids", () => {
    expect(slugify("§ 6 Laufzeit und Kündigung")).toBe("6-laufzeit-und-kuendigung");
    expect(slugify("Empfänger – Größe")).toBe("empfaenger-groesse");
  });
});
