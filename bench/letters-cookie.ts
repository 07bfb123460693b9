/**
 * Prints a session cookie of a customer with 50 complete letters, for measuring a signed-in
 * /overview/letters (bench/letters.ts sets it as BENCH_COOKIE_CMD; the page measured is the list's first page:
 * 11 letters and the new-letter tile). Signs up through bench/signed-in-cookie.ts, then creates each letter
 * through the letters pages over plain form posts, as a browser without JavaScript.
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import { cookieSession } from "./lib/cookie-session.ts";

const base = process.env.BENCH_BASE_URL ?? "http://localhost:3000";
const LETTERS = Number(process.env.BENCH_LETTERS ?? 50);
const session = cookieSession(
  base,
  execFileSync(process.execPath, [path.join(import.meta.dirname, "signed-in-cookie.ts")], {
    env: process.env,
    encoding: "utf8",
  })
    .trim()
    .split("\n")
    .pop()!,
);

const request = async (pathname: string, form?: Record<string, string>) =>
  (await session.request(pathname, form)).text();

const shown = /name="version" value="(\d+)"/.exec(await request("/overview/letters/intro"))?.[1];
if (!shown) throw new Error("/overview/letters/intro showed no version");
/** The provision version: every accepted post below raises it by one (no GET per step, to stay quick). */
let version = Number(shown);
async function post(pathname: string, form: Record<string, string>) {
  await request(pathname, { ...form, version: String(version) });
  version += 1;
}

for (let n = 1; n <= LETTERS; n += 1) {
  if (n === 1) await post("/overview/letters/intro", { intent: "start" });
  else await post("/overview/letters", { intent: "new" });
  await post("/overview/letters/create", {
    intent: "next",
    step: "content",
    text: `Liebe Erika,\n\ndies ist Brief Nummer ${n}. Grüße über alle Straßen hinweg.\n\nDeine Anna`,
    "styles.fontFamily": "indie-flower",
    "styles.fontSize": "24",
    "styles.color": "navy",
  });
  await post("/overview/letters/create", {
    intent: "next",
    step: "recipient",
    salutation: "madame",
    firstname: "Erika",
    lastname: "Mustermann",
    street: "Lindenweg 7",
    postalcode: "50667",
    city: "Köln",
  });
  await post("/overview/letters/create", { intent: "next", step: "shippingDate", generic: "AFTER_FUNERAL" });
}
// The list shows 12 tiles a page (decision 0023): count the completed letters over all its pages.
let tiles = 0;
for (let page = 1; page <= LETTERS; page += 1) {
  const list = await request(`/overview/letters?seite=${page}`);
  tiles += list.match(/Fortschritt: 3\/3/g)?.length ?? 0;
  if (!list.includes('rel="next"')) break;
}
if (tiles !== LETTERS)
  throw new Error(`/overview/letters shows ${tiles} completed letters, expected ${LETTERS}`);
console.log(session.cookie);
