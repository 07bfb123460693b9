import http from "node:http";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { mailboxPath } from "./support/journeys";

/**
 * Bad input on every form the portal shows a signed-in customer and a visitor: a body that is no form
 * (JSON, text, no content type), a NUL or another control character, bytes that are no UTF-8, and
 * over-long text. The first kinds get the German 400 page before any action runs, and change nothing (the
 * customer's data export and the outbox are the same afterwards); nothing at all answers 500.
 * Run it on PostgreSQL too: `DATABASE_URL=postgres://… npx playwright test tests/e2e/fuzz.spec.ts`.
 */

/** Pages with forms: the customer's areas, then the public ones (visited signed out). */
const PRIVATE_PAGES = [
  "/overview",
  "/overview/offer",
  "/overview/offer/basic-information",
  "/overview/offer/package",
  "/overview/offer/gravetypenote",
  "/overview/offer/funeral-site",
  "/overview/wishes",
  "/overview/wishes/create",
  "/overview/guests",
  "/overview/guests/new",
  "/overview/trusted-person",
  "/overview/trusted-person/edit",
  "/overview/letters/create",
  "/overview/finance",
  "/overview/pricing",
  "/overview/pricing/plans",
  "/profile",
  "/documents",
];
const PUBLIC_PAGES = ["/login", "/forgot-password", "/register/type", "/kuendigen", "/impressum"];

interface FoundForm {
  action: string;
  fields: { name: string; value: string; text: boolean }[];
}

async function formsOn(page: Page, path: string): Promise<FoundForm[]> {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(500);
  return page.locator('form[method="post" i]').evaluateAll((forms) =>
    forms.map((form) => {
      const f = form as HTMLFormElement;
      const fields: { name: string; value: string; text: boolean }[] = [];
      for (const element of Array.from(f.elements)) {
        const input = element as HTMLInputElement;
        if (!input.name || input.disabled) continue;
        const type = (input.getAttribute("type") ?? input.tagName).toLowerCase();
        if ((type === "radio" || type === "checkbox") && !input.checked) continue;
        if (type === "submit" && fields.some((field) => field.name === input.name)) continue;
        const text = [
          "text",
          "textarea",
          "email",
          "search",
          "tel",
          "password",
          "input",
          "number",
          "date",
        ].includes(type);
        fields.push({ name: input.name, value: input.value, text });
      }
      const select = Array.from(f.querySelectorAll("select"));
      for (const s of select)
        if (s.name && !fields.some((x) => x.name === s.name))
          fields.push({ name: s.name, value: s.value, text: false });
      return { action: new URL(f.action).pathname + new URL(f.action).search, fields };
    }),
  );
}

async function collectForms(page: Page, paths: string[]): Promise<FoundForm[]> {
  const found = new Map<string, FoundForm>();
  for (const path of paths) {
    for (const form of await formsOn(page, path)) {
      const key = `${form.action} ${form.fields.map((f) => f.name).join(",")}`;
      if (!found.has(key)) found.set(key, form);
    }
  }
  return [...found.values()];
}

/** A raw POST (Node's http, so that the content type can be missing and the bytes are sent as they are). */
async function rawPost(
  port: number,
  path: string,
  body: Buffer,
  contentType: string | undefined,
  cookie: string,
) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const headers: http.OutgoingHttpHeaders = { "Content-Length": body.length, Cookie: cookie };
    if (contentType) headers["Content-Type"] = contentType;
    const request = http.request({ host: "127.0.0.1", port, path, method: "POST", headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
    });
    request.on("error", reject);
    request.end(body);
  });
}

const encode = (fields: [string, string][]) =>
  fields.map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join("&");

/**
 * The form's fields with every text field set to `text`, and one more field with it (so that a form with
 * only choices and hidden fields carries it too).
 */
const withText = (form: FoundForm, text: string): [string, string][] => [
  ...form.fields.map((f): [string, string] => [f.name, f.text ? text : f.value]),
  ["notiz", text],
];

const NOT_A_FORM = "Diese Anfrage enthält keine Formulardaten";
const UNREADABLE = "Steuerzeichen oder Zeichen, die wir nicht lesen können";

async function refusedBodies(
  form: FoundForm,
): Promise<{ label: string; body: Buffer; type?: string; says: string }[]> {
  const urlencoded = "application/x-www-form-urlencoded";
  const base = encode(withText(form, "Anna"));
  return [
    {
      label: "JSON",
      body: Buffer.from(JSON.stringify(Object.fromEntries(withText(form, "Anna")))),
      type: "application/json",
      says: NOT_A_FORM,
    },
    { label: "text", body: Buffer.from(base), type: "text/plain;charset=UTF-8", says: NOT_A_FORM },
    { label: "no content type", body: Buffer.from(base), says: NOT_A_FORM },
    {
      label: "NUL",
      body: Buffer.from(encode(withText(form, "Anna\u0000Müller"))),
      type: urlencoded,
      says: UNREADABLE,
    },
    {
      label: "escape",
      body: Buffer.from(encode(withText(form, "\u001b[31mrot"))),
      type: urlencoded,
      says: UNREADABLE,
    },
    {
      label: "latin-1 bytes",
      body: Buffer.concat([
        Buffer.from(`${encode(withText(form, "x"))}&zz=M`),
        Buffer.from([0xfc]),
        Buffer.from("ller"),
      ]),
      type: urlencoded,
      says: UNREADABLE,
    },
    { label: "%FF", body: Buffer.from(`${base}&zz=%FF%FE`), type: urlencoded, says: UNREADABLE },
    {
      label: "multipart NUL",
      body: Buffer.from(
        withText(form, "A\u0000")
          .map(
            ([name, value]) =>
              `--b0und\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
          )
          .join("") + "--b0und--\r\n",
      ),
      type: "multipart/form-data; boundary=b0und",
      says: UNREADABLE,
    },
  ];
}

async function snapshot(request: APIRequestContext, email: string) {
  const exported = await request.get("/profile/export");
  expect(exported.status()).toBe(200);
  const mails = await request.get(mailboxPath(email));
  expect(mails.status()).toBe(200);
  const count = ((await mails.text()).match(/<tr/g) ?? []).length;
  const { exportedAt, ...data } = (await exported.json()) as Record<string, unknown>;
  expect(exportedAt).toBeTruthy();
  return { data, mails: count };
}

test.describe("bad input on every form", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "HTTP only: runs once, in js-on");
  test.use({ customerOptions: { confirmed: true } });
  test.setTimeout(180_000);

  test("a body that is no form, a control character or no UTF-8 gets the German 400 page and changes nothing", async ({
    page,
    customer,
    server,
  }) => {
    const forms = await collectForms(page, PRIVATE_PAGES);
    expect(forms.length).toBeGreaterThanOrEqual(15);
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    const before = await snapshot(page.request, customer.email);
    for (const form of forms) {
      for (const attempt of await refusedBodies(form)) {
        const answer = await rawPost(server.port, form.action, attempt.body, attempt.type, cookie);
        expect(answer.status, `${form.action} ${attempt.label}`).toBe(400);
        expect(answer.body, `${form.action} ${attempt.label}`).toContain(attempt.says);
        expect(answer.body).not.toMatch(/\n\s+at .+:\d+:\d+/);
      }
    }
    // The same in the address: a NUL in a search reaches no database query.
    for (const path of [
      "/register/places?q=%00",
      "/overview/offer/funeral-site?q=Kiel%00",
      "/overview/guests/%00",
    ]) {
      const answer = await page.request.get(path);
      expect(answer.status(), path).toBe(400);
      expect(await answer.text()).toContain(UNREADABLE);
    }
    expect(await snapshot(page.request, customer.email)).toEqual(before);
  });

  test("public forms refuse the same, signed out", async ({ page, server }) => {
    const forms = await collectForms(page, PUBLIC_PAGES);
    expect(forms.length).toBeGreaterThan(3);
    for (const form of forms) {
      for (const attempt of await refusedBodies(form)) {
        const answer = await rawPost(server.port, form.action, attempt.body, attempt.type, "");
        expect(answer.status, `${form.action} ${attempt.label}`).toBe(400);
        expect(answer.body).toContain(attempt.says);
      }
    }
  });

  test("over-long text in every field gets an answer, never a 500", async ({ page, customer, server }) => {
    expect(customer.email).toContain("@");
    const forms = await collectForms(page, PRIVATE_PAGES);
    const cookie = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
    for (const form of forms.filter((f) => f.fields.some((field) => field.text))) {
      // 100,000 characters across the text fields and the added one (600 kB encoded): under the body limit, so the
      // fields' own rules answer. Over it the server answers 413 (after reading up to 8 MB to its end; beyond that
      // it closes, which a client still writing may see as EPIPE instead of the answer).
      const text = "Ä".repeat(Math.floor(100_000 / (form.fields.filter((f) => f.text).length + 1)));
      const body = Buffer.from(encode(withText(form, text)));
      const answer = await rawPost(
        server.port,
        form.action,
        body,
        "application/x-www-form-urlencoded",
        cookie,
      );
      expect(answer.status, form.action).toBeLessThan(500);
      expect(answer.body).not.toMatch(/\n\s+at .+:\d+:\d+/);
    }
  });
});
