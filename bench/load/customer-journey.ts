/**
 * A customer's visit: overview, change the offer (choose another product of a category), write a letter
 * through the wizard's steps, edit the music wish, open the profile and change the street. Every write the
 * server acknowledges is noted with the version its form carried (acks.ts); a refused stale form (409) is
 * what two tabs of one customer should get, and is counted, not retried.
 */
import { acks, type Field } from "./acks.ts";
import { JourneyError, type Browser, type Page } from "./client.ts";
import { errorText, links, type HtmlForm } from "./html.ts";

export interface Customer {
  email: string;
  provisionId: string;
}

let serial = 0;
/** A value no other write has: the check then knows which write it sees. */
const token = (what: string) => `${what} ${process.pid}-${Date.now().toString(36)}-${(serial += 1)}`;

const versionOf = (fields: [string, string][]) => Number(fields.find(([name]) => name === "version")?.[1]);

/** Posts and notes the write when the server acknowledged it (the page it lands on is no error page). */
async function write(
  browser: Browser,
  customer: Customer,
  field: Field,
  value: string,
  post: () => Promise<Page & { posted: number }>,
  version: number,
): Promise<Page & { posted: number }> {
  const page = await post();
  if (page.posted >= 300 && page.posted < 400 && page.status < 400) {
    acks.push({ provisionId: customer.provisionId, field, value, version });
  } else if (page.posted !== 409 && page.status !== 409) {
    throw new JourneyError(
      `${field}: ${page.posted} → ${page.status} on ${page.url}: ${errorText(page.html)}`,
    );
  }
  return page;
}

/** `pause`: a person reading the page before the next step. */
export async function customerVisit(
  browser: Browser,
  customer: Customer,
  pause: () => Promise<void>,
): Promise<void> {
  await browser.get("/overview", "/overview");
  await pause();
  await changeOffer(browser, customer, pause);
  await pause();
  await writeLetter(browser, customer, pause);
  await pause();
  await editWish(browser, customer, pause);
  await pause();
  await editProfile(browser, customer, pause);
}

// Between two pages a person reads or types (`pause`); a redirect after a post follows at once, as in a browser.

async function changeOffer(browser: Browser, customer: Customer, pause: () => Promise<void>) {
  const offer = await browser.get("/overview/offer", "/overview/offer");
  await pause();
  const categories = [
    ...new Set(links(offer.html, offer.url).filter((l) => /^\/overview\/offer\/products\/[\w-]+$/.test(l))),
  ];
  if (categories.length === 0)
    throw new JourneyError(`no product category on the offer of ${customer.email}`);
  const path = categories[Math.floor(Math.random() * categories.length)]!;
  const category = path.split("/").at(-1)!;
  const list = await browser.get(path, "/overview/offer/products/:category");
  await pause();
  const choices = browser.forms(list).filter((f) => f.buttons.some((b) => b.value === "choose"));
  if (choices.length === 0) return;
  const form = choices[Math.floor(Math.random() * choices.length)]!;
  const productId = form.action.split("/").at(-1)!;
  const fields = browser.fieldsOf(form);
  await write(
    browser,
    customer,
    `offer:${category}`,
    productId,
    () =>
      browser.submit(form, {}, "/overview/offer/products/:category/:id", { name: "intent", value: "choose" }),
    versionOf(fields),
  );
}

const RECIPIENT = {
  salutation: "madame",
  firstname: "Petra",
  lastname: "Beispiel",
  street: "Lindenweg 3",
  postalcode: "24103",
  city: "Kiel",
};

async function writeLetter(browser: Browser, customer: Customer, pause: () => Promise<void>) {
  const letters = await browser.get("/overview/letters", "/overview/letters");
  await pause();
  // A customer without letters lands on the wizard's intro, whose form starts the first one.
  const start = browser
    .forms(letters)
    .find((f) => f.method === "post" && f.action.startsWith("/overview/letters"));
  if (!start) throw new JourneyError(`no form to start a letter on ${letters.url}`);
  let page: Page = await browser.submit(start, {}, "/overview/letters", start.buttons[0]);
  const text = token("Liebe Petra, ein Brief");
  // The wizard's steps: text, recipient, then whatever follows with its defaults, until it leaves the wizard.
  for (let step = 0; step < 6 && page.url.startsWith("/overview/letters/create"); step += 1) {
    await pause();
    const form = browser.form(page, "/overview/letters/create");
    const names = new Set(form.fields.map((f) => f.name));
    const changes: Record<string, string> = {};
    if (names.has("text")) changes.text = text;
    for (const [name, value] of Object.entries(RECIPIENT)) if (names.has(name)) changes[name] = value;
    const version = versionOf(browser.fieldsOf(form));
    const next = form.buttons.find((b) => b.value !== "back") ?? { name: "intent", value: "next" };
    const post = () => browser.submit(form, changes, "/overview/letters/create", next);
    page = names.has("text") ? await write(browser, customer, "letter", text, post, version) : await post();
    if (page.status === 409 || page.status >= 400) return;
  }
}

async function editWish(browser: Browser, customer: Customer, pause: () => Promise<void>) {
  const edit = await browser.get("/overview/wishes/music/edit", "/overview/wishes/:kind/edit");
  await pause();
  await sendWish(browser, customer, browser.form(edit, "/overview/wishes/music/edit"));
}

function sendWish(browser: Browser, customer: Customer, form: HtmlForm) {
  const music = token("Air von Bach");
  return write(
    browser,
    customer,
    "music",
    music,
    () => browser.submit(form, { text: music, consent: "on" }, "/overview/wishes/:kind/edit"),
    versionOf(browser.fieldsOf(form)),
  );
}

/**
 * Two tabs of one session open the music wish, then both send it at the same moment: one is saved, the other
 * carries a version that is no longer current and must be refused (409), never saved over the first.
 */
export async function twoTabs(first: Browser, second: Browser, customer: Customer): Promise<void> {
  const forms = await Promise.all(
    [first, second].map(async (browser) => {
      const edit = await browser.get("/overview/wishes/music/edit", "/overview/wishes/:kind/edit");
      return browser.form(edit, "/overview/wishes/music/edit");
    }),
  );
  await Promise.all([sendWish(first, customer, forms[0]!), sendWish(second, customer, forms[1]!)]);
}

async function editProfile(browser: Browser, customer: Customer, pause: () => Promise<void>) {
  const profile = await browser.get("/profile", "/profile");
  await pause();
  const form = browser.form(profile, "/profile", 'value="save"');
  const street = `Benchweg ${(serial += 1)}`;
  await write(
    browser,
    customer,
    "street",
    street,
    () => browser.submit(form, { street }, "/profile"),
    versionOf(browser.fieldsOf(form)),
  );
}
