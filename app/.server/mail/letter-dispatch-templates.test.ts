import { describe, expect, it } from "vitest";
import { letterDispatchNoticeMail, overdueLettersMail } from "./letter-dispatch-templates";

const hotline = { number: "0800 330 44 55", hours: "rund um die Uhr" };

describe("letter dispatch mails", () => {
  it("tells the recipient a letter is on its way, from whom and since when, and nothing of its text", () => {
    const mail = letterDispatchNoticeMail({
      to: "grete@example.de",
      customerName: "Erika Muster",
      sentOn: "24.03.2027",
      hotline,
    });
    expect(mail.subject).toBe("Ein Brief von Erika Muster ist unterwegs zu Ihnen");
    expect(mail.text).toContain("am 24.03.2027 mit der Post");
    expect(mail.text).toContain("diese E-Mail enthält seinen Text nicht");
    expect(mail.text).toContain("0800 330 44 55");
    expect(mail.html).toContain('<html lang="de">');
  });

  it("counts the overdue letters for customer care and links the list", () => {
    const overdue = (count: number) =>
      overdueLettersMail({
        to: "care@example.de",
        count,
        link: "https://p.example/backoffice/letters",
        today: "25.04.2027",
      });
    expect(overdue(1).subject).toBe("Briefversand: ein Brief ist überfällig");
    const three = overdue(3);
    expect(three.subject).toBe("Briefversand: 3 Briefe sind überfällig");
    expect(three.text).toContain("sind heute (25.04.2027) 3 Abschiedsbriefe überfällig");
    expect(three.text).toContain("https://p.example/backoffice/letters");
  });
});
