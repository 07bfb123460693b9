import type { APIResponse } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { proposalBody } from "./support/partners";

/**
 * The partner API's HTTP layer against the production build (decision 0095): every answer under
 * /api/v1 is problem details JSON, also those given before a route runs — a body over 1 MB (413), an unknown address
 * (404), another method (405), another content type (415).
 */

const unique = () => Math.random().toString(36).slice(2, 10);

/** The answer is problem details in German with the status in its body. */
async function expectProblem(response: APIResponse, status: number) {
  expect(response.status()).toBe(status);
  expect(response.headers()["content-type"]).toContain("application/problem+json");
  const body = (await response.json()) as { status: number; title: string; type: string; errors: unknown[] };
  expect(body.status).toBe(status);
  expect(body.type).toMatch(/^urn:vorsorgeportal:problem:/);
  expect(Array.isArray(body.errors)).toBe(true);
  return body;
}

test.describe("partner API: problem details for every answer", () => {
  test("a 2 MB body gets 413 problem details, not a closed connection or an HTML page", async ({
    request,
  }) => {
    const big = JSON.stringify({ ...proposalBody("big@example.de"), referrer: "x".repeat(2 * 1024 * 1024) });
    const response = await request.post("/api/v1/proposals", {
      headers: { "Content-Type": "application/json", "Idempotency-Key": unique() },
      data: big,
    });
    const body = await expectProblem(response, 413);
    expect(body.title).toBe("Anfrage zu groß");
    // The connection carried the answer; the next request is answered as usual.
    expect((await request.get("/api/v1/openapi.json")).status()).toBe(200);
  });

  test("an unknown address answers 404 problem details, for any method", async ({ request }) => {
    for (const path of ["/api/v1/nothing", "/api/v1", "/api/v1/proposals/extra"]) {
      expect((await expectProblem(await request.get(path), 404)).title).toBe("Adresse nicht gefunden");
      await expectProblem(await request.post(path, { data: { a: 1 } }), 404);
      await expectProblem(
        await request.post(path, { headers: { "Content-Type": "text/plain" }, data: "x" }),
        404,
      );
      await expectProblem(await request.fetch(path, { method: "PUT", data: { a: 1 } }), 404);
    }
  });

  test("another method answers 405 problem details with Allow", async ({ request }) => {
    for (const method of ["PUT", "DELETE", "PATCH", "GET"]) {
      const response = await request.fetch("/api/v1/proposals", { method });
      await expectProblem(response, 405);
      expect(response.headers()["allow"]).toBe("POST");
    }
    for (const method of ["POST", "PUT"]) {
      const response = await request.fetch("/api/v1/openapi.json", { method, data: { a: 1 } });
      await expectProblem(response, 405);
      expect(response.headers()["allow"]).toBe("GET, HEAD");
    }
  });

  test("another content type answers 415 problem details (401 before the key is known)", async ({
    page,
    accounts,
    request,
  }) => {
    const noKey = await request.post("/api/v1/proposals", {
      headers: { "Content-Type": "text/plain", "Idempotency-Key": unique() },
      data: "funeralType=burial",
    });
    await expectProblem(noKey, 401);

    const admin = await accounts.staff({ role: "admin" });
    await accounts.signIn(page.context(), admin);
    await page.goto("/backoffice/partners");
    await page.getByLabel("Name des Partners").fill(`Inhaltstyp ${unique()}`);
    await page.getByRole("button", { name: "Schlüssel anlegen" }).click();
    const key = (await page.getByTestId("created-key").textContent())!.trim();
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "application/xml"]) {
      const response = await request.post("/api/v1/proposals", {
        headers: { Authorization: `Bearer ${key}`, "Content-Type": type, "Idempotency-Key": unique() },
        data: "a=b",
      });
      expect((await expectProblem(response, 415)).title).toBe("Inhaltstyp nicht unterstützt");
    }
    // A body that is no UTF-8 is no JSON: 400.
    const latin1 = await request.post("/api/v1/proposals", {
      headers: {
        Authorization: `Bearer ${key}`,
        "Content-Type": "application/json",
        "Idempotency-Key": unique(),
      },
      data: Buffer.from([0x7b, 0xff, 0x7d]),
    });
    await expectProblem(latin1, 400);
  });
});
