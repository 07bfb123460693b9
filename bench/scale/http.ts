/**
 * Plain HTTP for bench:scale: signing in through the login form (a staff account enrols its authenticator on the way,
 * decision 0093), and sequential GETs timed one by one.
 * Every address is on the loopback interface (assertLoopback).
 */
import http from "node:http";
import { performance } from "node:perf_hooks";
import { assertLoopback } from "../lib/processes.ts";
import { staffCode } from "../lib/staff-code.ts";

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

interface Answer {
  status: number;
  location?: string;
  setCookies: string[];
  body: string;
}

function request(
  url: string,
  options: { method?: "GET" | "POST"; cookie?: string; form?: Record<string, string> },
): Promise<Answer> {
  assertLoopback(url);
  const body = options.form ? new URLSearchParams(options.form).toString() : undefined;
  const origin = new URL(url).origin;
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: options.method ?? "GET",
        agent,
        timeout: 60_000,
        headers: {
          ...(options.cookie ? { Cookie: options.cookie } : {}),
          ...(body
            ? {
                "Content-Type": "application/x-www-form-urlencoded",
                "Content-Length": Buffer.byteLength(body),
                Origin: origin,
              }
            : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            setCookies: res.headers["set-cookie"] ?? [],
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`timeout: ${url}`)));
    req.on("error", reject);
    req.end(body);
  });
}

/**
 * A signed-in browser's cookie: the session lives in the cookie and the portal renews it (a refreshed access
 * token, the intro state), so every answer's `__vp_session` replaces the one sent.
 */
export interface Session {
  cookie: string;
}

function keepSession(session: Session, answer: Answer): Answer {
  const renewed = answer.setCookies.map((c) => c.split(";")[0]!).find((c) => c.startsWith("__vp_session="));
  if (renewed) session.cookie = renewed;
  return answer;
}

/** The authenticator secrets of the accounts enrolled on the way (by e-mail), for their next sign-in. */
const enrolledSecrets = new Map<string, string>();

/**
 * Signs in through POST /login; a customer then leaves the intro screens as its button does (POST /intro,
 * intent "go"), so that the pages answer themselves instead of redirecting to the intro.
 */
export async function signIn(
  origin: string,
  email: string,
  password: string,
  { leaveIntro }: { leaveIntro: boolean },
): Promise<Session> {
  const session: Session = { cookie: "" };
  const answer = keepSession(
    session,
    await request(`${origin}/login`, { method: "POST", form: { username: email, password } }),
  );
  if (answer.status !== 302 || !session.cookie) {
    throw new Error(`sign-in of ${email} answered ${answer.status} without a session cookie`);
  }
  // Staff give the code of their authenticator after the password (decision 0093).
  if (answer.location?.startsWith("/login/code")) {
    const coded = keepSession(
      session,
      await request(`${origin}/login/code`, {
        method: "POST",
        cookie: session.cookie,
        form: { intent: "verify", code: await staffCode(email, enrolledSecrets.get(email)) },
      }),
    );
    if (coded.status !== 302 || coded.location?.startsWith("/login")) {
      throw new Error(`the second factor of ${email} answered ${coded.status}`);
    }
  } else if (answer.location === "/login/authenticator") {
    // A staff account without a factor (a database generated before bench:data enrolled its staff, or one whose
    // factor subjects.ts reset) enrols on the way.
    await enrolAuthenticator(origin, session, email);
  } else if (answer.location?.startsWith("/login")) {
    throw new Error(`sign-in of ${email} went on to ${answer.location}, which bench:scale cannot answer`);
  }
  if (leaveIntro) {
    const left = keepSession(
      session,
      await request(`${origin}/intro?redirectTo=%2Foverview`, {
        method: "POST",
        cookie: session.cookie,
        form: { intent: "go", to: "/overview" },
      }),
    );
    if (left.status !== 302) throw new Error(`leaving the intro answered ${left.status}`);
  }
  return session;
}

/**
 * The staff enrolment between password and first page (decision 0093), as a person does it: the secret the page
 * shows as text, the authenticator's current code for it, then "Codes notiert, weiter", which signs in. The
 * secret is kept for the account's next sign-in.
 */
async function enrolAuthenticator(origin: string, session: Session, email: string): Promise<void> {
  const page = keepSession(
    session,
    await request(`${origin}/login/authenticator`, { cookie: session.cookie }),
  );
  const secret = /<dd><code[^>]*>([A-Z2-7 ]+)<\/code><\/dd>/.exec(page.body)?.[1]?.replace(/\s/g, "");
  if (!secret) throw new Error(`the enrolment page (${page.status}) shows no secret`);
  enrolledSecrets.set(email, secret);
  const code = await staffCode(email, secret);
  const steps: Record<string, string>[] = [{ intent: "confirm", code }, { intent: "continue" }];
  for (const form of steps) {
    const answer = keepSession(
      session,
      await request(`${origin}/login/authenticator`, { method: "POST", cookie: session.cookie, form }),
    );
    if (answer.status >= 400) throw new Error(`enrolment step ${form.intent} answered ${answer.status}`);
  }
}

/** The rows of the document's table bodies (a list's or a search's customers; 0 on a page without a table). */
export function tableRows(html: string): number {
  let rows = 0;
  for (const part of html.split("<tbody").slice(1))
    rows += part.split("</tbody>")[0]!.split("<tr").length - 1;
  return rows;
}

/**
 * One GET with the session: its status, where a redirect points, how long the whole answer took (ms), and how many
 * table rows it showed (a list page of 50 rows against one of 2 measures React rendering 48 rows, not the database).
 */
export async function timedGet(
  url: string,
  session: Session,
): Promise<{ status: number; location?: string; ms: number; rows: number }> {
  const started = performance.now();
  const answer = keepSession(session, await request(url, { cookie: session.cookie }));
  const ms = performance.now() - started;
  return { status: answer.status, location: answer.location, ms, rows: tableRows(answer.body) };
}
