import { describe, expect, it } from "vitest";
import { Banner } from "./Banner";
import { Button, ButtonLink } from "./Button";
import { Dialog } from "./Dialog";
import { ErrorSummary, errorsFromForm, errorTitle } from "./ErrorSummary";
import { ExternalLink } from "./ExternalLink";
import { Icon } from "./Icon";
import { PageHeading } from "./PageHeading";
import { Spinner } from "./Spinner";
import { Stepper } from "./Stepper";
import { Tile, TileGrid } from "./Tile";
import { ToastRegion } from "./ToastRegion";
import { byId, inner, render, tags, text } from "./test-utils";

describe("ErrorSummary", () => {
  it("lists every problem as a link to its field, under a heading, and can take focus", () => {
    const html = render(
      <ErrorSummary
        errors={[
          { fieldId: "field-email", message: "Bitte geben Sie Ihre E-Mail-Adresse ein." },
          { fieldId: "field-birth", message: "Bitte geben Sie Ihr Geburtsdatum ein." },
          { message: "Das hat leider nicht geklappt." },
        ]}
      />,
    );
    const section = tags(html, "section")[0];
    expect(section?.attrs.tabindex).toBe("-1");
    const heading = byId(html, section!.attrs["aria-labelledby"]!);
    expect(heading?.name).toBe("h2");
    expect(text(html)).toMatch(/^Bitte korrigieren Sie folgende Angaben:/);
    expect(tags(html, "a").map((a) => a.attrs.href)).toEqual(["#field-email", "#field-birth"]);
    expect(text(html)).toContain("Das hat leider nicht geklappt.");
  });

  it("renders nothing when there is nothing to correct", () => {
    expect(render(<ErrorSummary errors={[]} />)).toBe("");
  });

  it("errorTitle prefixes the page title only after a failed submit", () => {
    expect(errorTitle("Anmelden", true)).toBe("Fehler: Anmelden");
    expect(errorTitle("Anmelden", false)).toBe("Anmelden");
  });
});

describe("Stepper", () => {
  it('shows and says "Schritt 2 von 5" once (a text browser prints it once) and names the bar by it', () => {
    const html = render(
      <Stepper current={2} total={5} steps={["Art", "Tarif", "Ort", "Geburtsdatum", "Daten"]} />,
    );
    expect(text(html).match(/Schritt 2/g)).toHaveLength(1);
    expect(text(html)).toContain("Schritt 2 von 5");
    expect(text(html)).toContain(": Tarif");
    const progress = tags(html, "progress")[0];
    expect(progress?.attrs).toMatchObject({ value: "2", max: "5" });
    expect(text(inner(html, progress!.attrs["aria-labelledby"]!))).toContain("Schritt 2 von 5");
  });
});

describe("Banner", () => {
  it("says its kind in words, not only by colour and icon, and offers its action", () => {
    const html = render(
      <Banner
        variant="warning"
        title="Geburtsdatum fehlt"
        action={{ href: "/profile", label: "Jetzt ergänzen" }}
      >
        Ohne Geburtsdatum können wir keinen Preis berechnen.
      </Banner>,
    );
    expect(text(html)).toBe(
      "Achtung: Geburtsdatum fehlt Ohne Geburtsdatum können wir keinen Preis berechnen. Jetzt ergänzen",
    );
    expect(tags(html, "svg")[0]?.attrs["aria-hidden"]).toBe("true");
    expect(tags(html, "a")[0]?.attrs.href).toBe("/profile");
  });
});

describe("Tile and TileGrid", () => {
  it("shows the status as text and a link whose name includes the tile title", () => {
    const html = render(
      <Tile
        title="Wünsche"
        status="completed"
        description="Musik und Zitat"
        href="/overview/wishes"
        actionLabel="Bearbeiten"
      />,
    );
    expect(tags(html, "h3")).toHaveLength(1);
    expect(text(html)).toContain("Erledigt");
    const link = tags(html, "a")[0];
    expect(link?.attrs.href).toBe("/overview/wishes");
    expect(text(html)).toContain("Bearbeiten : Wünsche");
  });

  it("offers only an info dialog when coming soon", () => {
    const html = render(
      <Tile
        title="Digitaler Nachlass"
        status="comingSoon"
        href="/overview/digitaler-nachlass"
        infoHref="?dialog=digital"
      />,
    );
    expect(text(html)).toContain("Demnächst verfügbar");
    expect(tags(html, "a").map((a) => a.attrs.href)).toEqual(["/overview?dialog=digital"]);
    expect(text(html)).toContain("Mehr erfahren");
  });

  it("puts each tile in a list item", () => {
    const html = render(
      <TileGrid label="Ihre Vorsorge">
        <Tile title="A" />
        <Tile title="B" />
        <Tile title="C" />
      </TileGrid>,
    );
    expect(tags(html, "ul")[0]?.attrs["aria-label"]).toBe("Ihre Vorsorge");
    expect(tags(html, "li")).toHaveLength(3);
  });
});

describe("Dialog", () => {
  it("renders server-side as an open, labelled <dialog> with a close link", () => {
    const html = render(
      <Dialog open title="Willkommen" closeHref="/overview">
        <p>Schön, dass Sie da sind.</p>
      </Dialog>,
      "/overview?dialog=welcome",
    );
    const dialog = tags(html, "dialog")[0];
    expect(dialog?.attrs).toHaveProperty("open");
    const heading = byId(html, dialog!.attrs["aria-labelledby"]!);
    expect(heading?.name).toBe("h2");
    expect(heading?.attrs).toHaveProperty("autofocus");
    const close = tags(html, "a")[0];
    expect(close?.attrs.href).toBe("/overview");
    expect(text(html)).toContain("Schließen");
  });

  it("with dismiss, Schließen is a POST button the server can remember, also without JavaScript", () => {
    const html = render(
      <Dialog open title="Willkommen" closeHref="/overview" dismiss={{ fields: { intent: "greeted" } }}>
        <p>Schön, dass Sie da sind.</p>
      </Dialog>,
    );
    expect(tags(html, "a")).toHaveLength(0);
    const form = tags(html, "form")[0];
    expect(form?.attrs.method).toBe("post");
    const hidden = tags(html, "input").find((input) => input.attrs.name === "intent");
    expect(hidden?.attrs.value).toBe("greeted");
    const button = tags(html, "button")[0];
    expect(button?.attrs.type).toBe("submit");
    expect(text(html)).toContain("Schließen");
  });

  it("renders nothing when closed", () => {
    expect(
      render(
        <Dialog open={false} title="X" closeHref="/overview">
          x
        </Dialog>,
      ),
    ).toBe("");
  });
});

describe("Buttons", () => {
  it("never submit by accident: type is button unless asked for submit", () => {
    expect(tags(render(<Button>Abbrechen</Button>), "button")[0]?.attrs.type).toBe("button");
    expect(tags(render(<Button type="submit">Weiter</Button>), "button")[0]?.attrs.type).toBe("submit");
  });

  it("ButtonLink stays a link", () => {
    const html = render(
      <ButtonLink to="/overview" icon="arrow-left">
        Zurück
      </ButtonLink>,
    );
    expect(tags(html, "a")[0]?.attrs.href).toBe("/overview");
    expect(text(html)).toBe("Zurück");
  });
});

describe("ToastRegion", () => {
  it("is a polite live region, also when empty, so later messages are announced", () => {
    const html = render(<ToastRegion toasts={[]} />);
    expect(tags(html, "div")[0]?.attrs).toMatchObject({ role: "status", "aria-live": "polite" });
  });

  it("closes a toast with a POST form that works without JavaScript and returns to this page", () => {
    const html = render(
      <ToastRegion toasts={[{ id: "t1", kind: "success", message: "Ihre Angaben wurden gespeichert." }]} />,
      "/profile?tab=1",
    );
    expect(text(html)).toContain("Erledigt: Ihre Angaben wurden gespeichert.");
    const form = tags(html, "form")[0];
    expect(form?.attrs).toMatchObject({ method: "post", action: "/toasts/dismiss" });
    const hidden = Object.fromEntries(tags(html, "input").map((i) => [i.attrs.name, i.attrs.value]));
    expect(hidden).toEqual({ id: "t1", redirectTo: "/profile?tab=1" });
    expect(tags(html, "button")[0]?.attrs.type).toBe("submit");
    expect(text(html)).toContain("Meldung schließen");
  });
});

describe("small pieces", () => {
  it("icons are hidden from assistive tech unless they have a text alternative", () => {
    expect(tags(render(<Icon name="check" />), "svg")[0]?.attrs["aria-hidden"]).toBe("true");
    const meaningful = tags(render(<Icon name="warning" title="Warnung" />), "svg")[0];
    expect(meaningful?.attrs).toMatchObject({ role: "img", "aria-label": "Warnung" });
  });

  it("an external link in a new window says so visibly", () => {
    const html = render(<ExternalLink href="https://example.org">Partnerseite</ExternalLink>);
    expect(tags(html, "a")[0]?.attrs).toMatchObject({ target: "_blank", rel: "noopener noreferrer" });
    expect(text(html)).toBe("Partnerseite (öffnet neues Fenster)");
  });

  it("the spinner tells screen readers what is happening", () => {
    const html = render(<Spinner labelVisible={false} />);
    expect(tags(html, "div")[0]?.attrs.role).toBe("status");
    expect(text(html)).toBe("Wird geladen …");
  });

  it("the page heading is the h1 and can receive focus after navigation", () => {
    const html = render(<PageHeading lead="Alles auf einen Blick">Meine Vorsorge</PageHeading>);
    expect(tags(html, "h1")[0]?.attrs.tabindex).toBe("-1");
  });
});

describe("ErrorSummary labels", () => {
  it("names the field in each entry, so equal messages can be told apart", () => {
    const form = {
      id: "login",
      allErrors: {
        username: ["Dieses Feld muss ausgefüllt werden."],
        password: ["Dieses Feld muss ausgefüllt werden."],
      },
    };
    expect(errorsFromForm(form, { username: "E-Mail-Adresse", password: "Passwort" })).toEqual([
      { fieldId: "login-username", message: "E-Mail-Adresse: Dieses Feld muss ausgefüllt werden." },
      { fieldId: "login-password", message: "Passwort: Dieses Feld muss ausgefüllt werden." },
    ]);
  });
});
