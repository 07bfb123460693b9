import { describe, expect, it } from "vitest";
import { renderedFormsIn } from "~/i18n/forbidden-forms";
import { contentStreams, extractText, HAS_PDFTOTEXT, pageCount } from "../testing/pdf";
import { hotlineTelUri, walletCardData, walletCardPdf } from "./wallet-card";

const provision = {
  firstname: "Erika",
  lastname: "Muster",
  number: 100123,
  trustedPerson: { firstname: "Grete", lastname: "Jäger", phone: "+491712345678" },
};
const hotline = { number: "0800 330 44 55", hours: "Mo–Fr 8:00–18:00 Uhr" };

describe("wallet card", () => {
  it("dials the hotline in international format", () => {
    expect(hotlineTelUri("0800 330 44 55")).toBe("tel:+498003304455");
    expect(hotlineTelUri("+49 30 1234567")).toBe("tel:+49301234567");
  });

  it("takes name, number and the trusted person's phone as people write it", () => {
    expect(walletCardData(provision, hotline)).toEqual({
      name: "Erika Muster",
      contractNumber: 100123,
      hotline,
      trustedPerson: { name: "Grete Jäger", phone: "0171 2345678" },
    });
    expect(walletCardData({ ...provision, trustedPerson: null }, null)).toMatchObject({
      hotline: null,
      trustedPerson: null,
    });
  });

  it.skipIf(!HAS_PDFTOTEXT).each(["sheet", "card"] as const)(
    "prints Latin letters beyond Latin-1 in the names (%s)",
    async (layout) => {
      const data = walletCardData(
        {
          ...provision,
          firstname: "Łukasz",
          lastname: "Stanisław",
          trustedPerson: { firstname: "Žofie", lastname: "Čermáková", phone: "+491712345678" },
        },
        hotline,
      );
      const text = extractText(await walletCardPdf(data, layout)).replace(/\s+/g, " ");
      expect(text).toContain("Łukasz Stanisław");
      expect(text).toContain("Žofie Čermáková");
      // The wording rules of pages and mails: the phone as people write it, nothing English.
      expect(text).toContain("0171 2345678");
      expect(renderedFormsIn(text)).toEqual([]);
    },
  );

  it("draws the QR code as vector squares, only with a hotline", async () => {
    const data = walletCardData(provision, hotline);
    const card = await walletCardPdf(data, "card");
    expect(pageCount(card)).toBe(2);
    const squares = (streams: string) => streams.match(/ re\b/g)?.length ?? 0;
    const withQr = squares(contentStreams(card));
    const without = squares(contentStreams(await walletCardPdf({ ...data, hotline: null }, "card")));
    // A version-2 code has dozens of dark runs; without a hotline only the band is a rectangle.
    expect(withQr - without).toBeGreaterThan(50);
  });
});
