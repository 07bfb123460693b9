import { describe, expect, it } from "vitest";
import { readAccessMail, trustedPersonNotificationMail } from "./wishes-templates";

const base = {
  to: "eva@beispiel.de",
  customerName: "Anna <Müller>",
  personName: "Eva Schmidt",
  hotline: { number: "0800 123", hours: "Mo–Fr 8–18 Uhr" },
};

describe("trusted-person mails", () => {
  it("one mail: names the customer, says what it means and how to decline, shares nothing, escapes HTML", () => {
    const mail = trustedPersonNotificationMail(base);
    expect(mail.template).toBe("trustedPerson.notification");
    expect(mail.subject).toBe("Anna <Müller> hat Sie als Vertrauensperson benannt");
    expect(mail.text).toContain("Guten Tag Eva Schmidt,");
    expect(mail.text).toContain("Sie gehen damit keine Verpflichtung ein.");
    expect(mail.text).toContain("Wenn Sie nicht einverstanden sind");
    expect(mail.html).toContain("Anna &lt;Müller&gt;");
    expect(mail.html).not.toContain("<Müller>");
  });

  it("the read-access mail carries the link and its end date in text and HTML", () => {
    const link = `http://localhost:3000/einsicht/${"a".repeat(43)}`;
    const mail = readAccessMail({ ...base, link, expiresAt: new Date("2026-12-22T12:00:00Z") });
    expect(mail.text).toContain(link);
    expect(mail.text).toContain("bis zum 22.12.2026 gültig");
    expect(mail.html).toContain(`href="${link}"`);
  });
});
