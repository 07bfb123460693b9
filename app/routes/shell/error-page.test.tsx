import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { render } from "~/components/test-utils";
import { ErrorPage, errorView } from "./error-page";

const thrown = (status: number, data: unknown = null) => new ErrorResponse(status, "", data);

describe("the error page", () => {
  it.each([
    [400, "Die Anfrage konnte nicht bearbeitet werden", "Die Anfrage wurde nicht verstanden."],
    [403, "Kein Zugriff", "Der Zugriff wurde nicht gewährt."],
    [409, "Die Daten wurden inzwischen geändert", "Die Angaben passen nicht zusammen."],
    [429, "Zu viele Anfragen", "Zu viele Anfragen in kurzer Zeit."],
  ])("gives %i its own German heading and line", (status, title, line) => {
    const view = errorView(thrown(status));
    expect(view.title).toBe(title);
    expect(view.message.startsWith(line)).toBe(true);
  });

  it("shows the message a route threw with data({ message }, { status })", () => {
    const stale = "Die Daten wurden inzwischen geändert. Bitte laden Sie die Seite neu.";
    const html = render(<ErrorPage error={thrown(409, { message: stale })} />);
    expect(html).toContain("<h1");
    expect(html).toContain(stale);
    expect(html).toContain('href="/"');
  });

  it("offers the way out of a refused feature: resend the confirmation mail, or choose a plan", () => {
    const unconfirmed = render(
      <ErrorPage error={thrown(403, { message: "Nicht bestätigt.", wayOut: "confirmEmail" })} />,
    );
    expect(unconfirmed).toMatch(/<form[^>]*action="\/overview" method="post"/);
    expect(unconfirmed).toContain('value="resend"');
    expect(unconfirmed).toContain("Bestätigungs-E-Mail erneut senden");
    const free = render(
      <ErrorPage error={thrown(403, { message: "Nicht im Tarif.", wayOut: "choosePlan" })} />,
    );
    expect(free).toContain('href="/overview/pricing/plans"');
    expect(free).toContain("Vorsorgeplan wählen");
    expect(render(<ErrorPage error={thrown(403, { message: "x", wayOut: "evil" })} />)).not.toContain(
      "Tarif",
    );
  });

  it("shows the calm 503 page of an empty catalogue with the hotline (decision 0059)", () => {
    const preparing = thrown(503, {
      message: "x",
      preparing: true,
      hotline: { number: "0800 123 45 67", hours: "Mo–Fr 8:00–18:00 Uhr" },
    });
    expect(errorView(preparing)).toMatchObject({
      status: 503,
      title: "Ihre Angebote werden gerade vorbereitet",
    });
    const html = render(<ErrorPage error={preparing} />);
    expect(html).toContain("Ihre Angebote werden gerade vorbereitet");
    expect(html).toContain('href="tel:+498001234567"');
    expect(html).toContain("Mo–Fr 8:00–18:00 Uhr");
    expect(html).not.toContain("Fehler");
    // Without the marker a 503 stays the general page.
    expect(errorView(thrown(503, { message: "x", preparing: "yes" })).status).toBe(500);
  });

  it("shows the calm maintenance page with the hotline (decision 0102)", () => {
    const maintenance = thrown(503, {
      message: "x",
      maintenance: true,
      hotline: { number: "0800 123 45 67", hours: "Mo–Fr 8:00–18:00 Uhr" },
    });
    expect(errorView(maintenance)).toMatchObject({
      status: 503,
      title: "Wir arbeiten gerade am Vorsorgeportal",
    });
    const html = render(<ErrorPage error={maintenance} />);
    expect(html).toContain("in wenigen Minuten wieder für Sie da");
    expect(html).toContain('href="tel:+498001234567"');
    expect(html).not.toContain("Fehler");
    // The start page is the maintenance page too: no link round in a circle.
    expect(html).not.toContain("Zur Startseite");
  });

  it("tells an unknown address from data that were not found", () => {
    expect(errorView(thrown(404)).title).toBe("Seite nicht gefunden");
    expect(errorView(thrown(404, { message: "Für dieses Konto gibt es keine Vorsorge." }))).toMatchObject({
      title: "Nicht gefunden",
      message: "Für dieses Konto gibt es keine Vorsorge.",
    });
  });

  it("never shows the technical message of a crash or a 5xx", () => {
    for (const error of [
      new Error("relation provisions does not exist"),
      thrown(503, { message: "pg down" }),
    ]) {
      const view = errorView(error);
      expect(view).toMatchObject({ status: 500, title: "Ein Fehler ist aufgetreten" });
      expect(view.message).toBe("Es ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.");
    }
  });
});
