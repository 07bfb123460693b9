/**
 * The people bench/lighthouse.ts scores pages for, and a session cookie per page that stays valid for the whole
 * bench.
 *
 * - The customer signs up over HTTP (bench/signed-in-cookie.ts: Kiel, so the map page lists sites) and answers the
 *   finance wizard's first question, so that /overview/finance shows itself instead of the wizard.
 * - The care worker is created with the project's own tool before the portal starts (`npm run user:create`: it
 *   takes the data directory's lock) and signs in over HTTP (bench/scale/http.ts: it enrols the authenticator on
 *   the first sign-in and gives the enrolled secret's code on a later one).
 *
 * Every signed-in page gets a sign-in of its own. The portal renews a session in its cookie (a refreshed access
 * token — after 15 minutes for a customer, 5 for staff — rotates the refresh token), and Lighthouse, handed the
 * cookie as a header, cannot pass a renewed one on. So before each run `fresh()` asks for the page over HTTP with
 * the cookie: a renewed cookie replaces the old one; an answer other than 200 (the session ended, the letter
 * draft is gone) signs in again and enters the page anew (`enter`: the letter editor starts a letter).
 */
import { cookieSession } from "./cookie-session.ts";
import { run } from "./processes.ts";
import { signIn } from "../scale/http.ts";

/** The page ended on another URL than the one asked for (a redirect to the sign-in page, say). */
export class EndedElsewhere extends Error {
  readonly ended: string;
  constructor(wanted: string, ended: string) {
    super(`${wanted} ended on ${ended}, not on the page itself`);
    this.ended = ended;
  }
}

type Visitor = "anonymous" | "customer" | "staff";

/** The customer's password (bench/signed-in-cookie.ts) and the care worker's e-mail and password. */
const CUSTOMER_PASSWORD = "geheim123";
const STAFF_EMAIL = "bench-lighthouse-care@example.de";
const STAFF_PASSWORD = "Bench-Lighthouse-2026";

/** Creates the care worker in `dataDir` with `npm run user:create`; the portal must not run on it yet. */
export async function createStaffAccount(root: string, dataDir: string): Promise<void> {
  const args = ["run", "-s", "user:create", "--"];
  args.push("--email", STAFF_EMAIL, "--password", STAFF_PASSWORD, "--role", "customercare");
  const created = await run("user:create", "npm", args, {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir },
    timeoutMs: 120_000,
  });
  if (created.exit.code !== 0) throw new Error(`npm run user:create failed:\n${created.output}`);
}

/** Signs the customer up in Kiel (bench/signed-in-cookie.ts) and answers the finance wizard's first question. */
export async function signUpCustomer(root: string, origin: string): Promise<string> {
  const email = `bench-lighthouse-${Date.now()}@example.de`;
  const signUp = await run("signed-in cookie", process.execPath, ["bench/signed-in-cookie.ts"], {
    cwd: root,
    env: { ...process.env, BENCH_BASE_URL: origin, BENCH_EMAIL: email },
    timeoutMs: 60_000,
  });
  const cookie = signUp.stdout.trim().split("\n").pop()?.trim();
  if (signUp.exit.code !== 0 || !cookie) throw new Error(`could not sign up:\n${signUp.output}`);
  // "Ich sorge selbst vor": without an answer every finance page leads to the insurance wizard.
  const chosen = await cookieSession(origin, cookie).request("/overview/finance/insurance/wizard/type", {
    financialProvisionType: "PAY_BY_MYSELF",
  });
  if (chosen.status !== 302) throw new Error(`the finance wizard's first step answered ${chosen.status}`);
  return email;
}

/** Starts a letter as the letters intro's "Ersten Brief schreiben" does; the session then opens the editor. */
export async function startLetter(origin: string, cookie: string): Promise<string> {
  const session = cookieSession(origin, cookie);
  const intro = await (await session.request("/overview/letters/intro")).text();
  const version = /name="version" value="(\d+)"/.exec(intro)?.[1];
  if (!version) throw new Error("/overview/letters/intro showed no version");
  const started = await session.request("/overview/letters/intro", { intent: "start", version });
  if (started.headers.get("location") !== "/overview/letters/create")
    throw new Error(`starting a letter answered ${started.status} ${started.headers.get("location") ?? ""}`);
  return session.cookie;
}

export interface PageSession {
  /** The cookie for the next run: checked over HTTP first, renewed or signed in again when needed. */
  fresh(): Promise<string | undefined>;
  /** Signs in again (a run ended on the sign-in page). */
  renew(): Promise<void>;
  /** A cookie a browser run ended with (the portal may have renewed it). */
  adopt(cookie: string): void;
  /** Sign-ins after the first, and cookies the portal renewed. */
  counts(): { signIns: number; renewed: number };
}

export interface PageEntry {
  path: string;
  visitor: Visitor;
  /** Prepares a fresh session for the page (the letter editor: a letter started); returns the cookie. */
  enter?: (origin: string, cookie: string) => Promise<string>;
  /** What is wrong with the page's HTML for scoring it; undefined when nothing. */
  check?: (html: string) => string | undefined;
}

/**
 * The session of one page. `customerEmail` signs the customer in; an anonymous page has no cookie but is
 * checked all the same.
 */
export async function openPageSession(
  origin: string,
  page: PageEntry,
  customerEmail: string,
): Promise<PageSession> {
  let cookie: string | undefined;
  let signIns = -1;
  let renewed = 0;
  const signInAgain = async () => {
    signIns++;
    if (page.visitor === "anonymous") return;
    const session =
      page.visitor === "staff"
        ? await signIn(origin, STAFF_EMAIL, STAFF_PASSWORD, { leaveIntro: false })
        : await signIn(origin, customerEmail, CUSTOMER_PASSWORD, { leaveIntro: true });
    cookie = page.enter ? await page.enter(origin, session.cookie) : session.cookie;
  };
  /** GET the page with the cookie: whether it answered 200 with the right content (and the renewed cookie). */
  const answers = async (): Promise<{ ok: boolean; why: string }> => {
    const response = await fetch(`${origin}${page.path}`, {
      headers: cookie ? { Cookie: cookie } : {},
      redirect: "manual",
      signal: AbortSignal.timeout(30_000),
    });
    const html = await response.text();
    const set = response.headers.getSetCookie().find((c) => c.startsWith("__vp_session="));
    if (set && cookie && set.split(";")[0] !== cookie) {
      cookie = set.split(";")[0]!;
      if (response.status === 200) renewed++;
    }
    if (response.status !== 200) {
      const location = response.headers.get("location");
      return { ok: false, why: `answered ${response.status}${location ? ` → ${location}` : ""}` };
    }
    const wrong = page.check?.(html);
    return { ok: !wrong, why: wrong ?? "" };
  };
  const fresh = async () => {
    if ((await answers()).ok) return cookie;
    await signInAgain();
    const second = await answers();
    if (!second.ok) throw new Error(`${page.path} ${second.why} to the ${page.visitor}`);
    return cookie;
  };

  await signInAgain();
  await fresh();
  return {
    fresh,
    renew: signInAgain,
    adopt: (next) => {
      if (cookie && next !== cookie) {
        cookie = next;
        renewed++;
      }
    },
    counts: () => ({ signIns, renewed }),
  };
}
