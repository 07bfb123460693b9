/**
 * A customer-care worker's round: the customer lists with their counts, one list, a search by name, and one
 * customer opened through the held-provision flow ("Vorsorge öffnen", POST /provisions/:id), whose overview
 * is read before the provision is handed back (/provisions/disconnect).
 */
import { JourneyError, type Browser } from "./client.ts";
import { links } from "./html.ts";

const NAMES = ["Müller", "Schmidt", "Lange", "Becker", "Wagner", "Schulz", "Hoffmann", "Koch", "Richter"];

/** `pause`: a person reading the page before the next step. */
export async function careRound(browser: Browser, pause: () => Promise<void>): Promise<void> {
  const start = await browser.get("/backoffice/customers", "/backoffice/customers");
  const lists = [...new Set(links(start.html, start.url).filter((l) => l.includes("?list=")))];
  if (lists.length === 0) throw new JourneyError("no customer list on /backoffice/customers");
  await pause();
  await browser.get(lists[Math.floor(Math.random() * lists.length)]!, "/backoffice/customers?list");
  await pause();
  const name = NAMES[Math.floor(Math.random() * NAMES.length)]!;
  const found = await browser.get(
    `/backoffice/customers?q=${encodeURIComponent(name)}`,
    "/backoffice/customers?q",
  );
  const open = browser.forms(found).filter((f) => f.method === "post" && f.action.startsWith("/provisions/"));
  if (open.length === 0) return;
  await pause();
  const held = await browser.submit(open[Math.floor(Math.random() * open.length)]!, {}, "/provisions/:id");
  if (held.status >= 400) throw new JourneyError(`opening a provision: ${held.status} on ${held.url}`);
  await pause();
  const overview = await browser.get("/overview", "/overview");
  const back = browser.forms(overview).find((f) => f.action === "/provisions/disconnect");
  if (back) await browser.submit(back, {}, "/provisions/disconnect");
}
