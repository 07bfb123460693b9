import { expect, test } from "./support/fixtures";
const dir = "/work/wt/shots/guarantee";
test.describe("shots sepa", () => {
  test.use({ customerOptions: { confirmed: true, paidBy: "sepa" } });
  test("guarantee later sepa", async ({ page, jsOff, customer }) => {
    expect(customer.email).toBeTruthy();
    const js = jsOff ? "jsoff" : "json";
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/overview/pricing");
      await page.screenshot({ path: `${dir}/bookable-${js}-${width}.png`, fullPage: true });
    }
    await page.getByRole("button", { name: "Preisgarantie zahlungspflichtig buchen" }).click();
    await expect(page.getByText(/gebucht am/)).toBeVisible();
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      if (width === 1280) await page.reload();
      await page.screenshot({ path: `${dir}/booked-${js}-${width}.png`, fullPage: true });
    }
  });
});
test.describe("shots paypal", () => {
  test.use({ customerOptions: { confirmed: true, paidBy: "paypal" } });
  test("guarantee later paypal", async ({ page, jsOff, customer }) => {
    expect(customer.email).toBeTruthy();
    const js = jsOff ? "jsoff" : "json";
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto("/overview/pricing");
    await page.screenshot({ path: `${dir}/paypal-${js}-375.png`, fullPage: true });
  });
});
