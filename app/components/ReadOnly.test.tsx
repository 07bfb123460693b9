import { describe, expect, it } from "vitest";
import type { ChangePages } from "~/domain/after-death/read-only";
import { Banner } from "./Banner";
import { Button, ButtonLink } from "./Button";
import { ChangeForm, ChangeLink, ReadOnlyPage } from "./ReadOnly";
import { SaveButton } from "./SaveButton";
import { render, tags, text } from "./test-utils";
import { TextField } from "./TextField";
import { Tile } from "./Tile";

/** The change pages as the route modules of Page's links would declare them. */
const CHANGE_PAGES: ChangePages = [
  ["/overview/trusted-person/edit", "/overview/trusted-person"],
  ["/overview/wishes/:kind/edit", "/overview/wishes"],
  ["/overview/wishes/create", "/overview/wishes"],
  ["/overview/finance/tariff", "/overview/finance"],
];

function Page() {
  return (
    <>
      <ChangeForm>
        <TextField name="firstname" label="Vorname" defaultValue="Erika" required />
        <SaveButton>Speichern</SaveButton>
        <Button type="button">Hilfe</Button>
      </ChangeForm>
      <ButtonLink to="/overview/trusted-person/edit">Bearbeiten</ButtonLink>
      <ButtonLink to="/overview">Zur Übersicht</ButtonLink>
      <ChangeLink to="/overview/wishes/music/edit">Musik bearbeiten</ChangeLink>
      <Banner action={{ href: "/overview/finance/tariff", label: "Lücke schließen" }}>Lücke</Banner>
      <Tile title="Ihre Wünsche" href="/overview/wishes/create" actionLabel="Wünsche festhalten" />
    </>
  );
}

describe("a page that may only be viewed (staff on a frozen provision)", () => {
  it("shows the form's stored values in disabled fields, without its submit button or change links", () => {
    const html = render(
      <ReadOnlyPage changePages={CHANGE_PAGES}>
        <Page />
      </ReadOnlyPage>,
    );
    expect(tags(html, "form")).toEqual([]);
    expect(tags(html, "fieldset")[0]?.attrs).toHaveProperty("disabled");
    expect(tags(html, "input")[0]?.attrs.value).toBe("Erika");
    expect(text(html)).not.toMatch(/Speichern|Bearbeiten|Musik bearbeiten|Lücke schließen|festhalten/);
    // Nothing there can be filled in, so no field says it must be.
    expect(text(html)).not.toContain("Pflichtfeld");
    expect(text(html)).toContain("Gespeicherte Angaben, nur zum Ansehen");
    expect(text(html)).toContain("Hilfe");
    expect(tags(html, "a").map((a) => a.attrs.href)).toEqual(["/overview", "/overview/wishes"]);
    expect(text(html)).toContain("Öffnen");
  });

  it("gives tiles no urgency or progress badge, and a completed one says its data is stored", () => {
    const tiles = (
      <>
        <Tile title="Ihr Angebot" status="important" href="/overview/offer" />
        <Tile title="Finanzen" status="inProgress" href="/overview/finance" />
        <Tile title="Vertrauensperson" status="completed" href="/overview/trusted-person" />
      </>
    );
    const readOnly = text(render(<ReadOnlyPage changePages={CHANGE_PAGES}>{tiles}</ReadOnlyPage>));
    expect(readOnly).not.toMatch(/Wichtig|In Bearbeitung|Erledigt/);
    expect(readOnly).toMatch(
      /^Ihr Angebot Öffnen.*Finanzen Öffnen.*Vertrauensperson Angaben gespeichert Öffnen/,
    );
    const editable = text(render(<ReadOnlyPage changePages={null}>{tiles}</ReadOnlyPage>));
    expect(editable).toMatch(/Ihr Angebot Wichtig.*Finanzen In Bearbeitung.*Vertrauensperson Erledigt/);
  });

  it("is the page as always otherwise", () => {
    const html = render(
      <ReadOnlyPage changePages={null}>
        <Page />
      </ReadOnlyPage>,
    );
    expect(tags(html, "form").map((form) => form.attrs.method)).toEqual(["post"]);
    expect(tags(html, "fieldset")).toEqual([]);
    expect(text(html)).toContain("Vorname (Pflichtfeld)");
    expect(text(html)).toMatch(
      /Speichern.*Bearbeiten.*Musik bearbeiten.*Lücke schließen.*Wünsche festhalten/,
    );
  });
});
