/**
 * Which pages are measured and how they are reached: the public page, the signed-in cookie, redirects, the
 * finance set-up of the bench customer, and the compressed bytes of each page.
 */
import { AssetCache, measurePage, type PageWeight } from "../lib/bytes.ts";
import { describeExit, probe, run } from "../lib/processes.ts";
import { indent } from "./output.ts";
import type { OurServer } from "./servers.ts";
import { DEFAULT_COOKIE_CMD, env, NOT_FOUND_PATH, root, SIGNED_IN_PATH } from "./settings.ts";

/**
 * Chooses a provision type for the bench customer: without one, every finance page redirects to its wizard
 * (decision 0020), so /overview/finance would measure a redirect.
 */
export async function prepareFinance(origin: string, cookie: string): Promise<void> {
  await fetch(`${origin}/overview/finance/insurance/wizard/type`, {
    method: "POST",
    headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ financialProvisionType: "PAY_BY_FAMILY" }),
    redirect: "manual",
  });
}

/** /login when it answers 200, else the not-found page (404, which wrk counts separately but measures). */
export async function choosePage(origin: string): Promise<{ path: string; status: number; why?: string }> {
  const login = await probe(`${origin}/login`, { Accept: "text/html" }, 15_000);
  if (login.status === 200) return { path: "/login", status: 200 };
  const notFound = await probe(`${origin}${NOT_FOUND_PATH}`, { Accept: "text/html" }, 15_000);
  return {
    path: NOT_FOUND_PATH,
    status: notFound.status,
    why: `/login answered ${login.status}${login.location ? ` → ${login.location}` : ""}, so the not-found page was measured`,
  };
}

/** A Cookie header for a signed-in user on this server: from BENCH_COOKIE_CMD, BENCH_COOKIE or a fresh sign-up. */
export async function signedInCookie(origin: string): Promise<{ cookie?: string; note?: string }> {
  let cookie = env.BENCH_COOKIE;
  const command = env.BENCH_COOKIE_CMD ?? (cookie ? undefined : DEFAULT_COOKIE_CMD);
  if (command) {
    const { exit, stdout, output, timedOut } = await run("BENCH_COOKIE_CMD", "/bin/sh", ["-c", command], {
      cwd: root,
      env: { ...env, BENCH_BASE_URL: origin },
      timeoutMs: 60_000,
    });
    cookie = stdout.trim().split("\n").pop()?.trim();
    if (timedOut || exit.code !== 0 || !cookie) {
      return {
        note: `skipped: BENCH_COOKIE_CMD failed (${timedOut ? "timeout" : describeExit(exit)}):\n${indent(output)}`,
      };
    }
  }
  if (!cookie) return { note: "skipped: BENCH_COOKIE is empty" };
  const answer = await probe(`${origin}${SIGNED_IN_PATH}`, { Accept: "text/html", Cookie: cookie }, 15_000);
  if (answer.status !== 200) {
    return {
      note:
        `skipped: ${SIGNED_IN_PATH} with the given cookie answered ${answer.status}` +
        `${answer.location ? ` → ${answer.location}` : ""}; the cookie must be valid for the freshly ` +
        `created database of this run (see bench/README.md, BENCH_COOKIE_CMD)`,
    };
  }
  return { cookie };
}

async function followRedirects(origin: string, start: string): Promise<{ path: string; chain: string }> {
  let current = start;
  const chain = [start];
  for (let hop = 0; hop < 5; hop++) {
    const answer = await probe(`${origin}${current}`, { Accept: "text/html" }, 15_000);
    if (answer.status < 300 || answer.status >= 400 || !answer.location) break;
    const next = new URL(answer.location, `${origin}${current}`);
    if (next.origin !== origin) break;
    current = next.pathname + next.search;
    chain.push(current);
  }
  return { path: current, chain: chain.join(" → ") };
}

export interface WeightRow {
  label: string;
  weight?: PageWeight;
  error?: string;
}

/** Pages whose bytes are measured besides `/`: the entry pages of sign-in and sign-up. */
const WEIGHED_PAGES = ["/login", "/register/type", "/forgot-password", "/cookie-consent"];

export async function measureWeights(
  ours: OurServer | undefined,
  bareOrigin: string,
  cookie?: string,
): Promise<WeightRow[]> {
  const rows: WeightRow[] = [];
  const attempt = async (label: string, work: () => Promise<PageWeight>) => {
    try {
      rows.push({ label, weight: await work() });
    } catch (error) {
      rows.push({ label, error: error instanceof Error ? error.message : String(error) });
    }
  };
  await attempt("bare /", () => measurePage(bareOrigin, "/", new AssetCache()));
  if (!ours) return rows;
  const cache = new AssetCache();
  const target = await followRedirects(ours.origin, "/");
  const paths: { label: string; path: string }[] = [
    { label: target.chain, path: target.path },
    ...WEIGHED_PAGES.map((p) => ({ label: p, path: p })),
    { label: `${NOT_FOUND_PATH} (not found)`, path: NOT_FOUND_PATH },
  ];
  const seen = new Set<string>();
  for (const { label, path: p } of paths) {
    const pathname = new URL(p, ours.origin).pathname;
    if (seen.has(pathname)) continue;
    seen.add(pathname);
    await attempt(label, () => measurePage(ours.origin, p, cache));
  }
  if (cookie) {
    await attempt(`${SIGNED_IN_PATH} (signed in)`, () =>
      measurePage(ours.origin, SIGNED_IN_PATH, cache, { Cookie: cookie }),
    );
  }
  return rows;
}
