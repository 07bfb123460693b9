import { describe, expect, it } from "vitest";
import { AdminBanner } from "./AdminBanner";
import { CookieBanner } from "./CookieBanner";
import { SiteFooter, telHref } from "./SiteFooter";
import { SiteHeader } from "./SiteHeader";
import { SkipLink } from "./SkipLink";
import { inner, render, tags, text } from "./test-utils";

const hrefs = (html: string) => tags(html, "a").map((a) => a.attrs.href);

describe("SiteHeader", () => {
  it("shows anonymous visitors the logo and a sign-in link only", () => {
    const html = render(<SiteHeader user={null} currentPath="/register" />);
    expect(hrefs(html)).toEqual(["/", "/leichte-sprache", "/login"]);
    expect(text(html)).toContain("Anmelden");
    expect(tags(html, "nav")).toHaveLength(0);
    expect(tags(html, "form")).toHaveLength(0);
  });

  it("says nothing of the account when it is not known (a page answered before the root loader ran)", () => {
    const html = render(<SiteHeader user={undefined} currentPath="/overview" />);
    expect(hrefs(html)).toEqual(["/"]);
    expect(text(html)).not.toContain("Anmelden");
  });

  it("gives customers the main navigation and a user menu that works without JavaScript", () => {
    const html = render(<SiteHeader user={{ displayName: "Erika Mustermann" }} currentPath="/documents" />);
    expect(hrefs(html)).toEqual([
      "/overview",
      "/leichte-sprache",
      "/overview",
      "/documents",
      "/overview",
      "/profile",
      "/overview/wishes",
      "/overview/finance",
      "/overview/trusted-person",
      "/overview/pricing",
    ]);
    expect(text(html)).toContain("Meine Vorsorge");
    expect(tags(html, "nav")[0]?.attrs["aria-label"]).toBe("Hauptnavigation");
    expect(tags(html, "a").find((a) => a.attrs.href === "/documents")?.attrs["aria-current"]).toBe("page");
    expect(html).toMatch(/<details[^>]*><summary[^>]*>.*Erika Mustermann.*<\/summary>/);
    expect(hrefs(html)).not.toContain("/salesforce");
  });

  it("on the calm page of a closed provision: no links to the customer's pages, only signing out", () => {
    const html = render(
      <SiteHeader user={{ displayName: "Erika Mustermann" }} currentPath="/vorsorge-abgeschlossen" />,
    );
    expect(hrefs(html)).toEqual(["/overview"]);
    expect(tags(html, "nav")).toHaveLength(0);
    expect(text(html)).toContain("Abmelden");
  });

  it("lists the menu entries in German and the hotline as contact", () => {
    const hotline = { number: "0800 123 45 67", hours: "Mo–Fr 8:00–18:00 Uhr" };
    const html = render(
      <SiteHeader
        user={{ displayName: "Erika Mustermann" }}
        currentPath="/overview/wishes"
        hotline={hotline}
      />,
    );
    const menu = html.slice(html.indexOf("<details"));
    const labels = [...menu.matchAll(/<a [^>]*>(.*?)<\/a>/g)].map((m) => text(m[1]!));
    expect(labels.slice(0, 6)).toEqual([
      "Übersicht",
      "Mein Profil",
      "Wünsche",
      "Finanzen",
      "Familie und Vertrauensperson",
      "Vorsorgeplan",
    ]);
    expect(labels[6]).toMatch(/^Kontakt\s*0800\s123\s45\s67\s*Mo–Fr 8:00–18:00 Uhr$/);
    expect(tags(menu, "a")[6]?.attrs.href).toBe("tel:+498001234567");
    expect(tags(menu, "a").find((a) => a.attrs.href === "/overview/wishes")?.attrs["aria-current"]).toBe(
      "page",
    );
  });

  it("signs out with a POST form, never a link", () => {
    const html = render(<SiteHeader user={{ displayName: "erika@example.org" }} currentPath="/overview" />);
    const form = tags(html, "form")[0];
    expect(form?.attrs).toMatchObject({ method: "post", action: "/logout" });
    expect(tags(html, "button")[0]?.attrs.type).toBe("submit");
    expect(text(html)).toContain("Abmelden");
    expect(hrefs(html)).not.toContain("/logout");
    expect(text(html)).toContain("erika@example.org");
  });

  it("shows the customer-care entry to admins only", () => {
    const html = render(<SiteHeader user={{ displayName: "Admin" }} isAdmin currentPath="/overview" />);
    expect(hrefs(html)).toContain("/salesforce");
    expect(text(html)).toContain("Kundenservice");
    const customer = render(<SiteHeader user={{ displayName: "Erika" }} currentPath="/overview" />);
    expect(hrefs(customer)).not.toContain("/salesforce");
  });

  it("gives staff customer care instead of the customer links, and the held customer's name", () => {
    const free = render(
      <SiteHeader user={{ displayName: "Kim Service" }} isAdmin currentPath="/salesforce" />,
    );
    expect(hrefs(free)).toEqual(["/backoffice", "/backoffice", "/salesforce"]);
    expect(text(free)).not.toMatch(/Meine Vorsorge|Dokumente|Mein Profil/);
    expect(text(free)).toContain("Abmelden");

    const holding = render(
      <SiteHeader
        user={{ displayName: "Kim Service" }}
        isAdmin
        heldCustomer="Anna Müller"
        currentPath="/overview"
      />,
    );
    expect(hrefs(holding)).toEqual(["/overview", "/backoffice", "/salesforce", "/overview"]);
    expect(text(holding)).toContain("Vorsorge von Anna Müller");
    expect(text(holding)).not.toMatch(/Meine Vorsorge|Dokumente|Mein Profil/);
  });
});

describe("SiteFooter", () => {
  const hotline = { number: "0800 123 45 67", hours: "Mo–Sa 7:00–20:00 Uhr" };
  const legal = ["/impressum", "/datenschutz", "/agb", "/cookie-consent", "/kuendigen"];

  it("default: the configured hotline as a tel: link, its opening hours and the legal links", () => {
    const html = render(<SiteFooter hotline={hotline} />);
    expect(hrefs(html)).toEqual(["tel:+498001234567", ...legal]);
    expect(text(html)).toContain("0800 123 45 67");
    expect(text(html)).toContain("Mo–Sa 7:00–20:00 Uhr");
    expect(text(html)).toContain("Impressum Datenschutz AGB Cookie-Einstellungen Verträge hier kündigen");
  });

  it("default without a hotline (e.g. an error before the root loader ran): the legal links only", () => {
    expect(hrefs(render(<SiteFooter />))).toEqual(legal);
  });

  it("simple: only the legal links; none: nothing", () => {
    const simple = render(<SiteFooter variant="simple" hotline={hotline} />);
    expect(hrefs(simple)).toEqual(legal);
    expect(render(<SiteFooter variant="none" />)).toBe("");
  });

  it("telHref writes German numbers in international form", () => {
    expect(telHref("0800 / 12 34-5")).toBe("tel:+4980012345");
    expect(telHref("+49 800 1")).toBe("tel:+498001");
  });
});

describe("AdminBanner", () => {
  it("names the customer and disconnects with a POST form", () => {
    const html = render(<AdminBanner customerName="Erika Mustermann" provisionNumber="V-1042" />);
    expect(text(html)).toContain("Erika Mustermann (Vertragsnummer V-1042)");
    expect(tags(html, "form")[0]?.attrs).toMatchObject({ method: "post", action: "/provisions/disconnect" });
    expect(tags(html, "button")[0]?.attrs.type).toBe("submit");
    expect(text(html)).toContain("Verbindung trennen");
  });
});

describe("SkipLink", () => {
  it("jumps to #main", () => {
    const html = render(<SkipLink />);
    expect(hrefs(html)).toEqual(["#main"]);
    expect(text(html)).toBe("Zum Inhalt springen");
  });
});

describe("CookieBanner", () => {
  const texts = {
    headline: "Cookies auf dieser Seite",
    text: "Wir verwenden Cookies, um unser Angebot zu verbessern.",
    accept: "Alle akzeptieren",
    decline: "Nur notwendige",
    privacyLink: { label: "Datenschutzerklärung", href: "/datenschutz" },
  };

  it("is a named region (not a modal) that posts either choice and returns to the page", () => {
    const html = render(<CookieBanner texts={texts} />, "/login?from=%2Foverview");
    const section = tags(html, "section")[0];
    expect(text(inner(html, section!.attrs["aria-labelledby"]!))).toBe("Cookies auf dieser Seite");
    expect(tags(html, "dialog")).toHaveLength(0);
    expect(tags(html, "form")[0]?.attrs).toMatchObject({ method: "post", action: "/cookie-consent" });
    const buttons = tags(html, "button").map((b) => [b.attrs.type, b.attrs.name, b.attrs.value]);
    expect(buttons).toEqual([
      ["submit", "consent", "accept"],
      ["submit", "consent", "decline"],
    ]);
    expect(tags(html, "input")[0]?.attrs).toMatchObject({
      type: "hidden",
      name: "redirectTo",
      value: "/login?from=%2Foverview",
    });
    expect(text(html)).toContain("Alle akzeptieren Nur notwendige");
    expect(hrefs(html)).toEqual(["/datenschutz"]);
  });
});
