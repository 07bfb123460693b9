/** The wizard page as a browser without JavaScript gets it: order, error summary in the form, footer looks. */
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { t } from "~/i18n";
import { replyForm } from "~/reply-form";
import { Button } from "./Button";
import { TextField } from "./TextField";
import { tags, text } from "./test-utils";
import { WizardPage, type WizardPageProps } from "./WizardPage";

/** Renders inside a data router at /step, as the app does (a <Form> needs one). */
function render(node: ReactNode): string {
  const Stub = createRoutesStub([{ path: "/step", Component: () => node, action: () => null }]);
  return renderToStaticMarkup(<Stub initialEntries={["/step"]} />);
}

const failed = {
  status: "error" as const,
  initialValue: { name: "" },
  error: { name: ["Dieses Feld muss ausgefüllt werden."] },
};

function page(props: Partial<WizardPageProps> = {}, lastResult: typeof failed | null = null) {
  const form = replyForm("step", lastResult);
  return render(
    <WizardPage
      title="Ihr Name"
      kicker="Anmeldung"
      lead={<p>Wie heißen Sie?</p>}
      step={{ current: 2, total: 4, names: ["Art", "Name", "Ort", "Daten"] }}
      back={{ to: "/first", label: "Zurück" }}
      notice={<p id="notice">Hinweis</p>}
      form={form.props}
      summary={{ form, focusKey: lastResult, labels: { name: "Name" } }}
      footer={
        <>
          <Button type="submit" name="intent" value="next">
            Weiter
          </Button>
          <Button type="submit" name="intent" value="back" variant="secondary">
            Zurück zum Schritt
          </Button>
        </>
      }
      after={<p id="after">Hilfe</p>}
      {...props}
    >
      <TextField field={form.field("name")} label="Name" required />
    </WizardPage>,
  );
}

/** Position of each snippet in the markup; -1 when missing. */
const positions = (html: string, snippets: string[]) => snippets.map((snippet) => html.indexOf(snippet));

describe("WizardPage", () => {
  it("shows back link, counter, heading, notice, then one form: fields, buttons primary first; then the rest", () => {
    const html = page();
    expect(html).toContain(`<title>${t("shell.title", { page: "Ihr Name" })}</title>`);
    const order = positions(html, [
      'href="/first"',
      "Schritt 2 von 4",
      "Anmeldung",
      "<h1",
      "Wie heißen Sie?",
      'id="notice"',
      "<form",
      'id="step-name"',
      'value="next"',
      'value="back"',
      "</form>",
      'id="after"',
    ]);
    expect(order).not.toContain(-1);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toMatch(/Schritt 2 von 4<span[^>]*>: Name<\/span>/);
    const form = tags(html, "form")[0];
    expect(form?.attrs).toMatchObject({ method: "post", id: "step", novalidate: "" });
    expect(tags(html, "form")).toHaveLength(1);
    expect(html).not.toContain(t("components.errorSummary.title"));
  });

  it("after a failed post: 'Fehler:' in the title, the summary first in the form, linking to the field", () => {
    const html = page({}, failed);
    expect(html).toContain(
      `<title>${t("shell.errorTitlePrefix", { title: t("shell.title", { page: "Ihr Name" }) })}`,
    );
    const [formStart, summary, field] = positions(html, [
      "<form",
      t("components.errorSummary.title"),
      'id="step-name"',
    ]);
    expect(formStart).toBeLessThan(summary!);
    expect(summary).toBeLessThan(field!);
    expect(tags(html, "a").map((a) => a.attrs.href)).toContain("#step-name");
    expect(text(html)).toContain("Name: Dieses Feld muss ausgefüllt werden.");
    // An explicit hasErrors wins over what the summary holds.
    expect(page({ hasErrors: false }, failed)).toContain(
      `<title>${t("shell.title", { page: "Ihr Name" })}</title>`,
    );
  });

  it("leaves out what it is not given, and can put the counter under the heading", () => {
    const html = page({ back: null, step: null, notice: undefined, after: undefined });
    expect(html).not.toContain('href="/first"');
    expect(html).not.toContain("<progress");
    const below = page({ counterPlacement: "below" });
    const [heading, counter] = positions(below, ["<h1", "Schritt 2 von 4"]);
    expect(heading).toBeLessThan(counter!);
  });

  it("keeps each wizard's footer look: a button row, spaced, split (primary right) or none", () => {
    const footerOf = (html: string) => html.slice(html.indexOf('id="step-name"'), html.indexOf("</form>"));
    const plain = footerOf(page({ footerLook: "plain" }));
    expect(plain).toMatch(/<\/div><button/);
    for (const look of ["group", "spaced", "split"] as const) {
      expect(footerOf(page({ footerLook: look }))).toMatch(/<div class="[^"]+"><button[^>]*value="next"/);
    }
    expect(footerOf(page({ footerLook: "split" }))).toMatch(/<div class="[^"]*split[^"]*">/);
  });

  it("without a form: the summary after the heading, then the content, no <form> of its own", () => {
    const html = render(
      <WizardPage
        title="Ort"
        kicker="Anmeldung"
        summary={{ errors: [{ fieldId: "place-query", message: "Bitte mindestens 2 Zeichen." }] }}
      >
        <form method="get" id="search" />
      </WizardPage>,
    );
    expect(tags(html, "form").map((f) => f.attrs.id)).toEqual(["search"]);
    const [heading, summary, search] = positions(html, ["<h1", "Bitte mindestens 2 Zeichen.", 'id="search"']);
    expect(heading).toBeLessThan(summary!);
    expect(summary).toBeLessThan(search!);
    expect(html).toContain(
      `<title>${t("shell.errorTitlePrefix", { title: t("shell.title", { page: "Ort" }) })}`,
    );
  });
});
