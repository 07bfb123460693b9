/**
 * Plain HTTP for bench:scale: signing in through the login form, and sequential GETs timed one by one.
 * Every address is on the loopback interface (assertLoopback).
 */
import http from "node:http";
import { performance } from "node:perf_hooks";
import { assertLoopback } from "../lib/processes.ts";

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

interface Answer {
  status: number;
  location?: string;
  setCookies: string[];
  body: string;
}

function request(
  url: string,
  options: { method?: "GET" | "POST"; cookie?: string; form?: Record<string, string>; keepBody?: boolean },
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
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          if (options.keepBody) text += chunk;
        });
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            location: res.headers.location,
            setCookies: res.headers["set-cookie"] ?? [],
            body: text,
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

/** Signs in through POST /login; the session cookie (`__vp_session=…`). */
export async function signIn(origin: string, email: string, password: string): Promise<string> {
  const answer = await request(`${origin}/login`, {
    method: "POST",
    form: { username: email, password },
    keepBody: true,
  });
  const cookie = answer.setCookies.map((c) => c.split(";")[0]!).find((c) => c.startsWith("__vp_session="));
  if (answer.status !== 302 || !cookie) {
    throw new Error(`sign-in of ${email} answered ${answer.status} without a session cookie`);
  }
  return cookie;
}

/** One GET: its status and how long the whole answer took (ms). */
export async function timedGet(url: string, cookie: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const answer = await request(url, { cookie });
  return { status: answer.status, ms: performance.now() - started };
}
