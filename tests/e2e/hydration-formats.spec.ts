import { expect, test } from "./support/fixtures";

/**
 * Hydrating a page formats no figure in the browser (decision 0110): the first `Intl` formatter of a page makes
 * the browser load its locale data, a long task on an old phone in the middle of hydration. The server sends
 * the texts it formatted with the document, and the page shows them as the server wrote them.
 */
test.describe("hydration without the browser's number and date formatting", () => {
  test("the customer's pages with prices, dates and counts hydrate without creating an Intl formatter", async ({
    page,
    customer,
    jsOff,
  }) => {
    test.skip(jsOff, "without JavaScript nothing hydrates");
    void customer;
    await page.addInitScript(() => {
      const created: string[] = [];
      Object.assign(window, { intlCreated: created });
      for (const name of ["NumberFormat", "DateTimeFormat", "PluralRules"] as const) {
        const original = Intl[name];
        const counted = new Proxy(original, {
          construct(target, args: unknown[]) {
            created.push(name);
            return Reflect.construct(target, args) as object;
          },
          get(target, key, receiver) {
            if (key === "supportedLocalesOf") created.push(`${name}.supportedLocalesOf`);
            return Reflect.get(target, key, receiver) as unknown;
          },
        });
        Object.defineProperty(Intl, name, { value: counted });
      }
      const toLocaleString = Number.prototype.toLocaleString;
      Number.prototype.toLocaleString = function (this: number, ...args: []) {
        created.push("Number.toLocaleString");
        return toLocaleString.apply(this, args);
      };
    });
    for (const [path, figure] of [
      ["/overview", /0 von \d+ erledigt/],
      ["/overview/offer", /\d+,\d\d\s€/],
      ["/overview/offer/funeral-site", /\d+(,\d)? km/],
      ["/overview/finance", /Schritt 1 von \d/],
      ["/leichte-sprache/meine-vorsorge", /\d+,\d\d\sEuro/],
    ] as const) {
      await page.goto(path);
      await expect(page.locator("main").getByText(figure).first()).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { intlCreated: string[] }).intlCreated),
        path,
      ).toEqual([]);
    }
  });
});
