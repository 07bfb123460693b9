import { describe, expect, it } from "vitest";
import { loginContent, LOGIN_PROMO_ID } from "./login";
import type { ContentItem, ContentPort } from "./port";

const PROMO = {
  _id: LOGIN_PROMO_ID,
  Headline: "Vorsorge, die entlastet",
  HeadlineColor: "#2f5d50",
  Price: "18 € im Jahr",
  Content: "Heute festlegen.\n\n- Angebot\n- Briefe\n\n<script>alert(1)</script>",
  Asset: { path: "/products/promo-vorsorge.svg", title: "Ein grüner Zweig" },
  Status: "live",
};
const RATINGS = [
  {
    _id: "b",
    Name: "Trusted Shops",
    Rating: 4.9,
    MaxRating: 5,
    Caption: "4,9 bei Trusted Shops",
    Sort: 2,
    Status: "publish",
  },
  {
    _id: "a",
    Name: "Google",
    Rating: 4.7,
    MaxRating: 5,
    Caption: "4,7 bei Google",
    Sort: 1,
    Status: "publish",
  },
];

/** A content port over fixed collections, filtering as the embedded adapter does. */
function port(collections: Record<string, ContentItem[] | Error>): ContentPort {
  return {
    find(name, filter = {}) {
      const items = collections[name] ?? [];
      if (items instanceof Error) return Promise.reject(items);
      return Promise.resolve(
        items.filter((item) =>
          Object.entries(filter).every(([field, value]) => String(item[field] ?? "") === value),
        ),
      );
    },
  };
}

describe("loginContent", () => {
  it("gives the promo with its Markdown as escaped HTML, and the ratings in their order", async () => {
    const { promo, ratings } = await loginContent(port({ PortalLoginPromo: [PROMO], Ratings: RATINGS }));
    expect(promo).toMatchObject({
      headline: "Vorsorge, die entlastet",
      accent: "#2f5d50",
      price: "18 € im Jahr",
      cta: false,
      image: { src: "/products/promo-vorsorge.svg", alt: "Ein grüner Zweig" },
    });
    expect(promo!.html).toContain("<li>Angebot</li>");
    expect(promo!.html).not.toContain("<script>");
    expect(ratings.map((r) => [r.rating, r.caption])).toEqual([
      [4.7, "4,7 bei Google"],
      [4.9, "4,9 bei Trusted Shops"],
    ]);
  });

  it("gives each rating as the page shows it: one German decimal, a whole maximum without one", async () => {
    const { ratings } = await loginContent(
      port({
        Ratings: [
          { ...RATINGS[0], Rating: 4, MaxRating: 4.5 },
          { ...RATINGS[1], Rating: 3.25 },
        ],
      }),
    );
    expect(ratings.map((r) => r.shown)).toEqual([
      { rating: "3,3", max: "5" },
      { rating: "4,0", max: "4,5" },
    ]);
  });

  it("shows the call-to-action button for the content 'ctabutton'", async () => {
    const { promo } = await loginContent(port({ PortalLoginPromo: [{ ...PROMO, Content: "ctabutton" }] }));
    expect(promo).toMatchObject({ cta: true, html: null });
  });

  it("hides each block when its entry is missing, not live, or the content service fails", async () => {
    expect(await loginContent(port({}))).toEqual({ promo: null, ratings: [] });
    expect(
      (await loginContent(port({ PortalLoginPromo: [{ ...PROMO, Status: "draft" }] }))).promo,
    ).toBeNull();
    expect((await loginContent(port({ PortalLoginPromo: [{ ...PROMO, Headline: "" }] }))).promo).toBeNull();
    const failing = await loginContent(port({ PortalLoginPromo: new Error("CMS down"), Ratings: RATINGS }));
    expect(failing.promo).toBeNull();
    expect(failing.ratings).toHaveLength(2);
    expect(
      (await loginContent(port({ PortalLoginPromo: [PROMO], Ratings: new Error("x") }))).ratings,
    ).toEqual([]);
  });

  it("drops what it cannot show safely: another host's image, a colour that is no colour, a rating out of range", async () => {
    const { promo, ratings } = await loginContent(
      port({
        PortalLoginPromo: [
          { ...PROMO, HeadlineColor: "red; background:url(x)", Asset: { path: "//evil.example/x.svg" } },
        ],
        Ratings: [
          { ...RATINGS[0]!, Rating: 7 },
          { ...RATINGS[1]!, Caption: "" },
        ],
      }),
    );
    expect(promo).toMatchObject({ accent: null, image: null });
    expect(ratings).toEqual([]);
  });
});
