import { expect, test } from "./support/fixtures";

// HTTP-level behaviour: the same in both projects, so it runs once.
test.describe("HTTP guards and headers", () => {
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "runs once, in the js-on project");

  test("pages carry the security headers and a per-request script nonce", async ({ request }) => {
    const first = await request.get("/gibt-es-nicht");
    const second = await request.get("/gibt-es-nicht");
    const csp = first.headers()["content-security-policy"] ?? "";
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(second.headers()["content-security-policy"]).not.toBe(csp);
    expect(first.headers()["x-content-type-options"]).toBe("nosniff");
    expect(first.headers()["referrer-policy"]).toBe("same-origin");
    expect(first.headers()["x-powered-by"]).toBeUndefined();
  });

  test("fingerprinted assets are cached for a year", async ({ request }) => {
    const html = await (await request.get("/gibt-es-nicht")).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("health and readiness answer", async ({ request }) => {
    expect((await request.get("/healthz")).status()).toBe(200);
    expect(await (await request.get("/readyz")).json()).toMatchObject({
      status: "ready",
      migrations: "current",
    });
  });

  test("the metrics: by route id for this machine, a 404 through a proxy (decision 0097)", async ({
    request,
    baseURL,
  }) => {
    expect((await request.get("/register/type")).status()).toBe(200);
    // Straight from this machine: no forwarding header (the test's requests carry one, see fixtures.ts).
    const metrics = await fetch(new URL("/metrics", baseURL));
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get("content-type")).toContain("text/plain");
    const text = await metrics.text();
    // Labelled with the route's id, never the path; the jobs, the outbox and the PDF builds are there.
    expect(text).toMatch(
      /vorsorge_http_request_duration_seconds_count\{route="[^"]*register[^"]*",method="GET",status_class="2xx"\} \d+/,
    );
    expect(text).toMatch(/vorsorge_mail_outbox\{status="pending"\} \d+/);
    expect(text).toContain("# TYPE vorsorge_job_runs_total counter");
    expect(text).toContain("vorsorge_pdf_builds_running");
    expect(text).toContain('route="routes/register/type"');
    expect(text).not.toMatch(/route="\//);
    // A proxy on this machine would make every visitor local: a forwarded request is not let in.
    const forwarded = await request.get("/metrics");
    expect(forwarded.status()).toBe(404);
    expect(await forwarded.text()).toContain("Die gesuchten Daten wurden nicht gefunden.");
  });

  test("a POST from another origin is refused with 403 and a German message", async ({ request }) => {
    const response = await request.post("/cookie-consent", {
      headers: { Origin: "https://evil.example" },
      form: { consent: "accept" },
    });
    expect(response.status()).toBe(403);
    expect(await response.text()).toContain("Diese Anfrage kam nicht von unserer Seite");
    expect(response.headers()["set-cookie"]).toBeUndefined();
  });

  test("a POST without Origin and Referer is allowed (old browsers)", async ({ request }) => {
    const response = await request.post("/cookie-consent", {
      form: { consent: "decline" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
  });

  test("an oversize body gets 413, a broken form 400, an unknown method 405", async ({ request }) => {
    const big = await request.post("/cookie-consent", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: "consent=accept&x=" + "a".repeat(1024 * 1024 + 10),
    });
    expect(big.status()).toBe(413);
    expect(await big.text()).toContain("zu groß");

    const broken = await request.post("/cookie-consent", {
      headers: { "content-type": "multipart/form-data; boundary=abc" },
      data: '--xyz\r\nContent-Disposition: form-data; name="consent"\r\n\r\naccept\r\n--xyz--\r\n',
    });
    expect(broken.status()).toBe(400);

    const put = await request.put("/cookie-consent", { form: { consent: "accept" } });
    expect(put.status()).toBe(405);
    expect(put.headers()["allow"]).toBe("GET, HEAD, POST");
  });

  test("invalid form values get a German 400 and set nothing", async ({ request }) => {
    const response = await request.post("/cookie-consent", { form: { consent: "vielleicht" } });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Bitte wählen Sie eine der beiden Möglichkeiten.");
    expect(response.headers()["set-cookie"]).toBeUndefined();
  });

  test("a tampered session cookie is treated as signed out", async ({ request }) => {
    const response = await request.get("/gibt-es-nicht", {
      headers: { Cookie: "__vp_session=eyJ0b2FzdHMiOltdfQ%3D%3D.forged" },
    });
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain("Anmelden");
  });
});
