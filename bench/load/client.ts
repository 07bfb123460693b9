/**
 * One simulated browser without JavaScript: its own cookie jar and client address (`X-Forwarded-For`, which the
 * portal trusts from its loopback proxy with TRUST_PROXY=loopback), plain GETs and form posts with the Origin a
 * browser sends, redirects followed as a browser does (a POST's 303 becomes a GET). Every request is timed and
 * recorded under its route pattern.
 */
import { performance } from "node:perf_hooks";
import { forms, submission, type HtmlForm } from "./html.ts";
import type { Recorder } from "./recorder.ts";

export interface Page {
  status: number;
  /** The address the browser ended on (after redirects). */
  url: string;
  html: string;
  /** The answer's Retry-After header (a 503 of a sign-in storm or of maintenance), or null. */
  retryAfter: string | null;
}

export class Browser {
  private cookies = new Map<string, string>();
  readonly origin: string;
  readonly address: string;
  private readonly recorder: Recorder;

  constructor(origin: string, address: string, recorder: Recorder) {
    this.origin = origin;
    this.address = address;
    this.recorder = recorder;
  }

  /** GET `path`, recorded under `pattern` (its redirects under their own patterns: see `patternOf`). */
  async get(path: string, pattern: string): Promise<Page> {
    return this.follow(await this.request("GET", path, pattern));
  }

  /** POST the fields as `application/x-www-form-urlencoded`, then follow the redirect. */
  async post(path: string, fields: [string, string][], pattern: string): Promise<Page & { posted: number }> {
    const first = await this.request("POST", path, pattern, new URLSearchParams(fields).toString());
    const page = await this.follow(first);
    return { ...page, posted: first.status };
  }

  /**
   * Submits `form` with `changes` over what the browser would send as it is (a value per name replaces every
   * field of that name; `null` leaves the name out), pressing the button `button` when given.
   */
  submit(
    form: HtmlForm,
    changes: Record<string, string | string[] | null>,
    pattern: string,
    button?: { name: string; value: string },
  ): Promise<Page & { posted: number }> {
    const base = submission(form).filter(([name]) => !(name in changes));
    const extra = Object.entries(changes).flatMap(([name, value]) =>
      value === null ? [] : (Array.isArray(value) ? value : [value]).map((v): [string, string] => [name, v]),
    );
    const fields = [...base, ...extra, ...(button ? [[button.name, button.value] as [string, string]] : [])];
    if (form.method !== "post")
      return this.get(`${form.action}?${new URLSearchParams(fields)}`, pattern).then((page) => ({
        ...page,
        posted: 0,
      }));
    return this.post(form.action, fields, pattern);
  }

  forms(page: Page): HtmlForm[] {
    return forms(page.html, page.url);
  }

  /** What the browser would send for the form as it is. */
  fieldsOf(form: HtmlForm): [string, string][] {
    return submission(form);
  }

  /** The form of the page whose action starts with `action` (or the first post form); throws when missing. */
  form(page: Page, action?: string, has?: string): HtmlForm {
    const found = forms(page.html, page.url).find(
      (f) =>
        (action === undefined ? f.method === "post" : f.action.split("?")[0] === action) &&
        (has === undefined || f.html.includes(has)),
    );
    if (!found)
      throw new JourneyError(`no form ${action ?? "(post)"} ${has ?? ""} on ${page.url} (${page.status})`);
    return found;
  }

  private async follow(first: {
    status: number;
    url: string;
    location?: string;
    html: string;
    retryAfter: string | null;
  }): Promise<Page> {
    let current = first;
    for (let hops = 0; current.location && hops < 5; hops += 1) {
      const next = new URL(current.location, `${this.origin}${current.url}`);
      current = await this.request("GET", `${next.pathname}${next.search}`, patternOf(next.pathname));
    }
    return { status: current.status, url: current.url, html: current.html, retryAfter: current.retryAfter };
  }

  private async request(method: "GET" | "POST", path: string, pattern: string, body?: string) {
    const headers: Record<string, string> = {
      Accept: "text/html",
      "X-Forwarded-For": this.address,
      "User-Agent": "vorsorgeportal-bench-load",
    };
    if (this.cookies.size > 0)
      headers.Cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
    if (body !== undefined) {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      headers.Origin = this.origin;
    }
    const started = performance.now();
    let status = 0;
    let retryAfter: string | null = null;
    try {
      const response = await fetch(`${this.origin}${path}`, { method, headers, body, redirect: "manual" });
      status = response.status;
      for (const cookie of response.headers.getSetCookie()) this.remember(cookie);
      const html = await response.text();
      const location = response.headers.get("location") ?? undefined;
      retryAfter = response.headers.get("retry-after");
      return {
        status,
        url: path,
        location: status >= 300 && status < 400 ? location : undefined,
        html,
        retryAfter,
      };
    } finally {
      // A GET answered with a redirect is another page than the same address rendered (the intro's "nothing to
      // show" is a 302 in a few ms): each is compared with its own time alone.
      const redirected = method === "GET" && status >= 300 && status < 400 ? " → 3xx" : "";
      this.recorder.record(`${method} ${pattern}${redirected}`, status, performance.now() - started, started);
    }
  }

  private remember(setCookie: string) {
    const [pair] = setCookie.split(";");
    const at = pair!.indexOf("=");
    const name = pair!.slice(0, at).trim();
    const value = pair!.slice(at + 1).trim();
    if (/;\s*max-age=0\b/i.test(setCookie) || value === "") this.cookies.delete(name);
    else this.cookies.set(name, value);
  }

  /** The session cookie, to hand the same session to a second browser (two tabs of one customer). */
  shareSessionWith(other: Browser) {
    other.cookies = new Map(this.cookies);
  }

  signedOut() {
    this.cookies.clear();
  }
}

/** Something the journey expected is not on the page: counted, and the journey starts over. */
export class JourneyError extends Error {}

/** The route pattern of a path: ids and numbers become parameters, so that percentiles group per page. */
export function patternOf(pathname: string): string {
  return pathname
    .replace(/\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, "/:id")
    .replace(/\/\d+(?=\/|$)/g, "/:n");
}
