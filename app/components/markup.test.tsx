import { HtmlValidate } from "html-validate";
import { describe, expect, it } from "vitest";
import { catalog, t } from "~/i18n";
import { AdminBanner } from "./AdminBanner";
import { Banner } from "./Banner";
import { Button, ButtonGroup, ButtonLink } from "./Button";
import { Checkbox } from "./Checkbox";
import { CookieBanner } from "./CookieBanner";
import { Dialog } from "./Dialog";
import { ErrorSummary } from "./ErrorSummary";
import { ExternalLink } from "./ExternalLink";
import { PageHeading } from "./PageHeading";
import { RadioCardGroup } from "./RadioCardGroup";
import { RadioGroup } from "./RadioGroup";
import { Select } from "./Select";
import { SiteFooter } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";
import { SkipLink } from "./SkipLink";
import { Spinner } from "./Spinner";
import { Stepper } from "./Stepper";
import { TextArea } from "./TextArea";
import { TextField } from "./TextField";
import { Tile, TileGrid } from "./Tile";
import { ToastRegion } from "./ToastRegion";
import { render } from "./test-utils";

/** A page using every piece of the kit, with errors, as the server sends it to a browser without JavaScript. */
function Showcase() {
  const cards = [
    { value: "basic", label: "Basis", description: "Das Nötige", meta: "ab 18 €" },
    { value: "premium", label: "Premium", description: "Alles inklusive", meta: "ab 40 €" },
  ];
  return (
    <>
      <SkipLink />
      <CookieBanner
        texts={{
          headline: "Cookies",
          text: "Wir verwenden Cookies.",
          accept: "Akzeptieren",
          decline: "Ablehnen",
        }}
      />
      <AdminBanner customerName="Erika Mustermann" provisionNumber="V-1" />
      <SiteHeader user={{ displayName: "Erika Mustermann" }} isAdmin currentPath="/overview" />
      <ToastRegion toasts={[{ id: "1", kind: "error", message: "Das hat nicht geklappt." }]} />
      <main id="main" tabIndex={-1}>
        <PageHeading kicker="Meine Vorsorge" lead="Bitte prüfen Sie Ihre Angaben.">
          Ihre Daten
        </PageHeading>
        <Stepper current={2} total={5} />
        <Banner variant="info" title="Gut zu wissen" action={{ href: "/profile", label: "Zum Profil" }}>
          Text
        </Banner>
        <form method="post" noValidate>
          <ErrorSummary
            errors={[{ fieldId: "field-firstname", message: "Bitte geben Sie Ihren Vornamen ein." }]}
          />
          <TextField
            name="firstname"
            label="Vorname"
            hint="Wie im Ausweis"
            errors={["Bitte geben Sie Ihren Vornamen ein."]}
            required
            autoComplete="given-name"
          />
          <TextField name="birth" type="date" label="Geburtsdatum" width="s" />
          <TextArea name="music" label="Musik" maxLength={500} hint="Zum Beispiel ein Lied" />
          <Select
            name="salutation"
            label="Anrede"
            options={[{ value: "sir", label: "Herr" }]}
            errors={["Bitte wählen."]}
          />
          <Checkbox
            name="terms"
            label={
              <>
                Ich akzeptiere die <a href="/agb">Bedingungen</a>
              </>
            }
            hint="Pflicht für den Vertrag"
            required
          />
          <RadioGroup
            name="graveType"
            legend="Grabart"
            hint="Eine Auswahl"
            errors={["Bitte wählen."]}
            options={[
              { value: "a", label: "A", hint: "Erklärung" },
              { value: "b", label: "B" },
            ]}
          />
          <RadioCardGroup name="plan" legend="Tarif" options={cards} defaultValue="basic" />
          <ButtonGroup>
            <Button type="submit">Speichern</Button>
            <ButtonLink to="/overview" variant="secondary">
              Abbrechen
            </ButtonLink>
          </ButtonGroup>
        </form>
        <form method="post" noValidate>
          <RadioCardGroup
            name="type"
            legend="Bestattungsart"
            options={cards}
            mode="submit"
            errors={["Bitte wählen."]}
          />
        </form>
        <section aria-labelledby="tiles">
          <h2 id="tiles">Bereiche</h2>
          <TileGrid>
            <Tile title="Wünsche" status="completed" href="/overview/wishes" />
            <Tile title="Nachlass" status="comingSoon" infoHref="?dialog=nachlass" />
          </TileGrid>
        </section>
        <p>
          <ExternalLink href="https://example.org">Partner</ExternalLink>
        </p>
        <Spinner />
        <Dialog open title="Hinweis" closeHref="/overview" actions={<Button>OK</Button>}>
          <p>Inhalt</p>
        </Dialog>
      </main>
      <SiteFooter />
    </>
  );
}

describe("markup", () => {
  it("passes html-validate's recommended and accessibility rules (labels, unique ids, landmarks, headings)", async () => {
    const body = render(<Showcase />);
    const page = `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Test</title></head><body>${body}</body></html>`;
    const validator = new HtmlValidate({
      extends: ["html-validate:recommended", "html-validate:a11y"],
      rules: {
        "heading-level": "error",
        "input-missing-label": "error",
        // React writes <input/>; the attribute casing comes from JSX.
        "void-style": "off",
        "attr-case": "off",
        // React writes boolean attributes as novalidate="" — valid HTML, a style question only.
        "attribute-boolean-style": "off",
        "no-inline-style": "error",
      },
    });
    const report = await validator.validateString(page);
    const messages = report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`));
    expect(messages).toEqual([]);
  });
});

describe("components catalogue", () => {
  it("formats every kit message in German", () => {
    const keys = Object.keys(catalog).filter((key) =>
      key.startsWith("components."),
    ) as (keyof typeof catalog)[];
    expect(keys.length).toBeGreaterThan(30);
    for (const key of keys)
      expect(() =>
        t(key, {
          count: 2,
          max: 1000,
          current: 1,
          total: 2,
          name: "N",
          number: "1",
          minutes: 5,
          page: 1,
          pages: 2,
        }),
      ).not.toThrow();
    expect(t("components.textArea.counterRemaining", { count: 1 })).toBe("Noch 1 Zeichen möglich");
  });
});
