import { describe, expect, it } from "vitest";
import { t, type MessageKey } from "~/i18n";
import { mail as mailCatalog } from "~/i18n/catalog/mail";
import {
  activationLink,
  confirmationMail,
  escapeHtml,
  passwordResetLink,
  passwordResetMail,
} from "./templates";

const BASE = "https://portal.example.de";
const hotline = { number: "0800 111 22 33", hours: "Mo–Sa 7:00–20:00 Uhr" };
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]);

describe("links", () => {
  it("builds absolute activation and reset links with encoded query parameters", () => {
    expect(activationLink(`${BASE}/`, "a1b2", "erika+test@example.org")).toBe(
      `${BASE}/activate-account?code=a1b2&username=erika%2Btest%40example.org`,
    );
    expect(passwordResetLink(BASE, "t&k=1")).toBe(`${BASE}/forgot-password/verify?token=t%26k%3D1`);
    const url = new URL(activationLink(BASE, "x y", "a@b.de"));
    expect(url.searchParams.get("code")).toBe("x y");
    expect(url.searchParams.get("username")).toBe("a@b.de");
  });
});

describe("confirmationMail", () => {
  const link = activationLink(BASE, "c0de", "erika@example.org");

  it("has the German subject, the recipient and the link in text and HTML", () => {
    const mail = confirmationMail({
      hotline,
      to: "erika@example.org",
      salutation: "madame",
      lastname: "Muster",
      link,
    });
    expect(mail.subject).toBe("Bitte bestätigen Sie Ihre E-Mail-Adresse");
    expect(mail.to).toBe("erika@example.org");
    expect(mail.template).toBe("confirmation");
    expect(mail.text).toContain(link);
    expect(mail.text).toContain("Sehr geehrte Frau Muster,");
    expect(mail.text).toContain("24 Stunden");
    expect(hrefs(mail.html)).toEqual([escapeHtml(link), escapeHtml(link)]);
    // The link is also visible as text in the HTML version.
    expect(mail.html).toContain(`>${escapeHtml(link)}</a>`);
  });

  it("is a plain, accessible HTML document without external resources", () => {
    const { html } = confirmationMail({ hotline, to: "a@b.de", link });
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="de">/);
    expect(html).toContain("<title>Bitte bestätigen Sie Ihre E-Mail-Adresse</title>");
    expect(html).toMatch(/<h1[^>]*>Bitte bestätigen Sie Ihre E-Mail-Adresse<\/h1>/);
    expect(html).not.toMatch(/<img|<script|<link|src=/i);
    expect(html).toContain(
      '<p style="margin: 0 0 16px; font-family: Arial, Helvetica, sans-serif; font-size: 18px; line-height: 1.6; color: #1f2328;">Guten Tag,</p>',
    );
  });

  it("greets by salutation and last name, and neutrally when either is missing", () => {
    const greet = (input: Partial<Parameters<typeof confirmationMail>[0]>) =>
      confirmationMail({ hotline, to: "a@b.de", link, ...input }).text.split("\n")[0];
    expect(greet({ salutation: "sir", lastname: "Schmidt" })).toBe("Sehr geehrter Herr Schmidt,");
    expect(greet({ salutation: "madame", lastname: " Schmidt " })).toBe("Sehr geehrte Frau Schmidt,");
    expect(greet({ salutation: "sir" })).toBe("Guten Tag,");
    expect(greet({ lastname: "Schmidt" })).toBe("Guten Tag,");
    expect(greet({})).toBe("Guten Tag,");
  });

  it("escapes every interpolated value in the HTML", () => {
    const evil = `<script>alert("x")</script>&'`;
    const mail = confirmationMail({
      hotline,
      to: "a@b.de",
      salutation: "sir",
      lastname: evil,
      link: `${BASE}/activate-account?code="><img src=x onerror=alert(1)>&username=a`,
    });
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).not.toContain('"><img');
    expect(mail.html).toContain(
      "Sehr geehrter Herr &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;&#39;,",
    );
    expect(mail.html).toContain('href="https://portal.example.de/activate-account?code=&quot;&gt;&lt;img');
    // The text version is plain text and keeps the value as it is.
    expect(mail.text).toContain(`Sehr geehrter Herr ${evil},`);
  });

  it("refuses relative or non-http links", () => {
    expect(() => confirmationMail({ hotline, to: "a@b.de", link: "/activate-account?code=1" })).toThrow(
      /absolute/,
    );
    expect(() => confirmationMail({ hotline, to: "a@b.de", link: "javascript:alert(1)" })).toThrow(/http/);
  });
});

describe("passwordResetMail", () => {
  it("has the German subject, the link, the validity and the ignore note", () => {
    const link = passwordResetLink(BASE, "tok3n");
    const mail = passwordResetMail({ hotline, to: "erika@example.org", link });
    expect(mail.subject).toBe("Ihr neues Passwort für das Vorsorgeportal");
    expect(mail.template).toBe("passwordReset");
    expect(mail.text).toContain(`Neues Passwort festlegen:\n${link}`);
    expect(mail.text).toContain("1 Stunde gültig");
    expect(mail.text).toContain("Falls Sie kein neues Passwort angefordert haben");
    expect(mail.html).toContain("Falls Sie kein neues Passwort angefordert haben");
    expect(hrefs(mail.html)).toEqual([link, link]);
    expect(mail.text).not.toMatch(/[{}]/);
    expect(mail.html).not.toMatch(/[{}]/);
  });
});

describe("hotline in the footer", () => {
  it("names the configured hotline in text and HTML, escaped", () => {
    const mail = passwordResetMail({
      hotline: { number: "0800 111 22 33", hours: "Mo–Fr <b>8</b>–18 Uhr" },
      to: "a@b.de",
      link: `${BASE}/x`,
    });
    expect(mail.text).toContain("0800 111 22 33 (Mo–Fr <b>8</b>–18 Uhr)");
    expect(mail.html).toContain("0800 111 22 33 (Mo–Fr &lt;b&gt;8&lt;/b&gt;–18 Uhr)");
    expect(mail.html).not.toContain("<b>");
  });
});

describe("escapeHtml", () => {
  it("escapes the five HTML special characters", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });
});

describe("mail catalogue", () => {
  const values = {
    salutation: "sir",
    lastname: "Muster",
    count: 2,
    status: "sent",
    subject: "S",
    number: "0800",
    hours: "8–18",
  };
  it.each(Object.keys(mailCatalog) as MessageKey[])("%s formats to German text", (key) => {
    const text = t(key, values);
    expect(text.length).toBeGreaterThan(1);
    expect(text).not.toMatch(/[{}]/);
  });

  it("names the mail states in German", () => {
    expect(["pending", "sent", "failed"].map((status) => t("mail.dev.status", { status }))).toEqual([
      "wartet auf Versand",
      "versendet",
      "fehlgeschlagen",
    ]);
    expect(t("mail.dev.count", { count: 1 })).toBe("1 E-Mail");
  });
});
