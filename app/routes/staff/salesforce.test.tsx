/** Markup of the customer-care view as a browser without JavaScript gets it: valid, labelled, in order. */
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { tags, text } from "~/components/test-utils";
import { htmlFindings } from "../../../tests/support/html-validate";
import Salesforce from "./salesforce";

const base = { email: null, lastResult: null, account: null, notFound: false, unavailable: false };

function renderPage(loaderData: Record<string, unknown>, actionData?: unknown) {
  const Stub = createRoutesStub([
    { id: "salesforce", path: "/salesforce", Component: Salesforce as never, action: () => null },
  ]);
  return renderToStaticMarkup(
    <Stub
      initialEntries={["/salesforce"]}
      hydrationData={{
        loaderData: { salesforce: { ...base, ...loaderData } },
        actionData: actionData ? { salesforce: actionData } : undefined,
      }}
    />,
  );
}

const validate = (html: string) =>
  htmlFindings(
    `<!DOCTYPE html><html lang="de"><head><title>Test</title></head><body><main>${html}</main></body></html>`,
  );

const account = {
  name: "Erika Muster",
  email: "erika@example.de",
  phone: null,
  street: "Holstenstraße 1",
  place: "24103 Kiel",
  noOpportunity: null,
  opportunities: [
    {
      id: "p1",
      provisionId: "8c4d3d1e-4a56-4b1f-9a53-3b0f2d1c8e77",
      status: "Abgeschlossen – Vorsorgeplan bezahlt",
      emailStatus: "bestätigt",
      problems: ["Die Verkaufschance zu diesem Konto hat nicht den Status „Offen“."],
    },
    { id: "p2", provisionId: null, status: "Offen", emailStatus: "nicht bestätigt", problems: [] },
  ],
};

describe("/salesforce markup", () => {
  it("shows the search form with a labelled e-mail field", async () => {
    const html = renderPage({});
    expect(tags(html, "form")[0]?.attrs).toMatchObject({ method: "post", novalidate: "" });
    expect(text(html)).toContain("E-Mail-Adresse der Kundin oder des Kunden");
    expect(await validate(html)).toEqual([]);
  });

  it("shows the account, its opportunities, the problems and the open button", async () => {
    const html = renderPage({ email: "erika@example.de", account });
    const content = text(html);
    for (const expected of [
      "Kundenkonto von Erika Muster",
      "Holstenstraße 1",
      "24103 Kiel",
      "nicht angegeben",
    ]) {
      expect(content).toContain(expected);
    }
    expect(content).toContain("Die Verkaufschance zu diesem Konto hat nicht den Status „Offen“.");
    expect(content).toContain("Zu dieser Verkaufschance gibt es noch keine Vorsorge im Portal.");
    expect(tags(html, "form").map((form) => form.attrs.action)).toContain(
      "/provisions/8c4d3d1e-4a56-4b1f-9a53-3b0f2d1c8e77",
    );
    expect(content).toContain("Vorsorge öffnen von Erika Muster, Verkaufschance 1");
    expect(await validate(html)).toEqual([]);
  });

  it("says when nothing was found, no opportunity exists or the CRM is down", async () => {
    expect(text(renderPage({ email: "x@example.de", notFound: true }))).toContain(
      "Zu x@example.de wurde kein Kundenkonto gefunden.",
    );
    const none = renderPage({
      email: "x@example.de",
      account: { ...account, opportunities: [], noOpportunity: "Keine" },
    });
    expect(text(none)).toContain("Keine");
    expect(await validate(none)).toEqual([]);
    expect(text(renderPage({ email: "x@example.de", unavailable: true }))).toContain("nicht erreichbar");
  });

  it("lists field errors in the error summary after a failed search", async () => {
    const html = renderPage(
      {},
      {
        status: "error",
        initialValue: { email: "kaputt" },
        error: { email: ["Bitte geben Sie eine gültige E-Mail-Adresse ein."] },
      },
    );
    expect(text(html)).toContain("Bitte korrigieren Sie folgende Angaben:");
    expect(tags(html, "input").find((input) => input.attrs.name === "email")?.attrs["aria-invalid"]).toBe(
      "true",
    );
    expect(await validate(html)).toEqual([]);
  });
});
