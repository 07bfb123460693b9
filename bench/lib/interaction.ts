/**
 * INP-like figures for bench/lighthouse.ts: what one typical input costs on a page, as a slow phone feels it.
 *
 * Each run opens the page in a fresh headless Chromium context (Playwright; a phone's viewport and touch, the
 * session cookie), slows its CPU 4× through CDP (`Emulation.setCPUThrottlingRate`, as Lighthouse's mobile run),
 * waits until the page is hydrated (`html[data-hydrated]`, set by app/root.tsx), does the page's input and reads
 * the Event Timing API: a PerformanceObserver of type "event" (durationThreshold 16, buffered) installed before
 * the page's own scripts keeps, per interactionId, the longest event of that interaction — from the input to the
 * next paint, the time the page kept the person waiting — as INP groups them. The run's figure is its worst
 * interaction (INP itself is the worst below 50 interactions); `interactions` counts every interaction the page
 * saw (`performance.interactionCount`), also those under 16 ms that the observer does not report.
 */
import { chromium, type Browser, type Page } from "@playwright/test";
import { EndedElsewhere } from "./page-sessions.ts";

/** One typical input on a hydrated page. */
export type Input = (page: Page) => Promise<void>;

export interface InteractionRun {
  /** The longest interaction (ms, Event Timing's 8-ms granularity); 0 when none lasted 16 ms or more. */
  worstMs: number;
  /** Interactions the page counted (key presses, taps). */
  interactions: number;
  /** Interactions of 16 ms or more (the ones the observer saw). */
  slow: number;
  /** The session cookie at the end of the run (the portal may have renewed it). */
  cookie: string;
}

/** Lighthouse's mobile device: a Moto G Power's screen. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const CPU_SLOWDOWN = 4;
const COOKIE = "__vp_session";

export function launchBrowser(executablePath: string): Promise<Browser> {
  return chromium.launch({ executablePath, headless: true, args: ["--disable-gpu", "--no-sandbox"] });
}

/** Installed before the page's scripts: the longest event entry per interaction, in `window.__worstByInteraction`. */
function observeInteractions(): void {
  const worst = new Map<number, number>();
  Object.assign(window, { __worstByInteraction: worst });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue;
      worst.set(entry.interactionId, Math.max(worst.get(entry.interactionId) ?? 0, entry.duration));
    }
    // durationThreshold is Event Timing's own option, not yet in TypeScript's DOM types.
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** What the page observed so far: per interaction its longest event, and the page's interaction count. */
function observed(page: Page): Promise<{ durations: number[]; count: number }> {
  return page.evaluate(() => {
    const worst = (window as unknown as { __worstByInteraction: Map<number, number> }).__worstByInteraction;
    const count = (performance as unknown as { interactionCount?: number }).interactionCount;
    return { durations: [...worst.values()], count: count ?? worst.size };
  });
}

/**
 * Waits until the entries of the last input have arrived: Event Timing reports an event after the paint that
 * followed it, so the figures are read once they stayed the same for half a second (at most 10 s).
 */
async function settled(page: Page): Promise<{ durations: number[]; count: number }> {
  let last = await observed(page);
  for (let waited = 0; waited < 10_000; waited += 500) {
    await page.waitForTimeout(500);
    const now = await observed(page);
    if (now.durations.length === last.durations.length && now.count === last.count) return now;
    last = now;
  }
  return last;
}

/** One run: the page loaded signed in with `cookie`, slowed 4×, hydrated, then `input`. */
export async function measureInteraction(
  browser: Browser,
  url: string,
  cookie: string | undefined,
  input: Input,
): Promise<InteractionRun> {
  const context = await browser.newContext(PHONE);
  try {
    const pair = cookie?.match(/^([^=]+)=(.*)$/);
    if (pair) await context.addCookies([{ name: pair[1]!, value: pair[2]!, url }]);
    await context.addInitScript(observeInteractions);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    if (new URL(page.url()).pathname !== new URL(url).pathname) throw new EndedElsewhere(url, page.url());
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 120_000 });
    await input(page);
    const { durations, count } = await settled(page);
    const renewed = (await context.cookies(url)).find((c) => c.name === COOKIE);
    return {
      worstMs: Math.max(0, ...durations),
      interactions: count,
      slow: durations.length,
      cookie: renewed ? `${COOKIE}=${renewed.value}` : (cookie ?? ""),
    };
  } finally {
    await context.close();
  }
}

/** A quick typist: 100 ms between keys. */
const KEY_DELAY_MS = 100;

/** Types `text` key by key into the field `selector`, and checks that the field holds it afterwards. */
async function typeInto(page: Page, selector: string, text: string): Promise<void> {
  const field = page.locator(selector);
  await field.focus();
  await page.keyboard.type(text, { delay: KEY_DELAY_MS });
  if (!(await field.inputValue()).includes(text)) throw new Error(`${selector} does not hold what was typed`);
}

/**
 * The letter editor: a sentence of 43 characters typed into the letter, key by key (no umlauts: Playwright
 * inserts those as text, without the key events that make an interaction).
 */
export const typeIntoLetter: Input = (page) =>
  typeInto(page, 'textarea[name="text"]', "Liebe Erika, ich denke gern an unsere Zeit.");

/** The profile: a street typed into the address, key by key. */
export const typeStreet: Input = (page) => typeInto(page, 'input[name="street"]', "Lindenweg 7");

/**
 * The funeral-site page: a site chosen on the map, as a person does it (tests/e2e/funeral-site.spec.ts). On a
 * phone the map is below the list and loads when it nears the view: scroll to it, wait until it has settled (at
 * least 3 sites in view after its zoom-out), then tap the marker of one site (not a shared one) that lies inside
 * the map, and wait until that site is checked in the list.
 */
export const chooseSiteOnMap: Input = async (page) => {
  await page.getByTestId("map-status").scrollIntoViewIfNeeded();
  await page
    .getByTestId("map-status")
    .filter({ hasText: /^([3-9]|\d\d+) Bestattungsorte im Kartenausschnitt$/ })
    .waitFor({ timeout: 60_000 });
  await page.locator(".leaflet-container").scrollIntoViewIfNeeded();
  const markers = page.locator(".leaflet-marker-icon button:not([data-group])");
  const index = await markers.evaluateAll((buttons) => {
    const inside = (button: Element) => {
      const box = button.getBoundingClientRect();
      const frame = button.closest(".leaflet-container")!.getBoundingClientRect();
      return (
        box.left >= frame.left &&
        box.right <= frame.right &&
        box.top >= frame.top &&
        box.bottom <= frame.bottom
      );
    };
    return buttons.findIndex(inside);
  });
  if (index < 0) throw new Error("no site's own marker lies inside the map");
  const marker = markers.nth(index);
  const name = (await marker.getAttribute("aria-label"))?.split(",")[0]?.trim();
  await marker.tap();
  await page
    .getByRole("radio", { name, exact: true })
    .and(page.locator(":checked"))
    .waitFor({ state: "attached", timeout: 30_000 });
};
