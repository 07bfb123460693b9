import { describe, expect, it } from "vitest";
import { httpCrm } from "./http";

function fakeFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const account = {
  name: "Erika Muster",
  contact: { email: "erika@example.de", phone: "+49431123" },
  address: { street: "Holstenstraße 1", code: "24103", city: "Kiel" },
  opportunities: [
    {
      id: "006XYZ",
      provisionId: "8c4d3d1e-4a56-4b1f-9a53-3b0f2d1c8e77",
      status: "Open",
      emailStatus: "CONFIRMED",
    },
  ],
};

describe("HTTP CRM", () => {
  it("posts the e-mail with the bearer token and reads the account", async () => {
    const { calls, fetchImpl } = fakeFetch(200, account);
    const crm = httpCrm({ url: "https://crm.example/api/", token: "t0k3n", fetch: fetchImpl });
    expect(await crm.findAccountByEmail("erika@example.de")).toEqual(account);
    expect(calls[0]?.url).toBe("https://crm.example/api/salesforce/user-accounts");
    expect(calls[0]?.init.method).toBe("POST");
    expect(calls[0]?.init.body).toBe(JSON.stringify({ email: "erika@example.de" }));
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBe("Bearer t0k3n");
    expect(calls[0]?.init.signal).toBeInstanceOf(AbortSignal);
  });

  it("sends no Authorization header without a token", async () => {
    const { calls, fetchImpl } = fakeFetch(200, [account]);
    await httpCrm({ url: "https://crm.example", fetch: fetchImpl }).findAccountByEmail("erika@example.de");
    expect((calls[0]?.init.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it("answers null for 404 and an empty list", async () => {
    expect(
      await httpCrm({ url: "https://crm.example", fetch: fakeFetch(404, {}).fetchImpl }).findAccountByEmail(
        "a@b.de",
      ),
    ).toBeNull();
    expect(
      await httpCrm({ url: "https://crm.example", fetch: fakeFetch(200, []).fetchImpl }).findAccountByEmail(
        "a@b.de",
      ),
    ).toBeNull();
  });

  it("fills gaps of a sparse answer with defaults", async () => {
    const { fetchImpl } = fakeFetch(200, {
      name: "Nur Name",
      opportunities: [{ id: 7, status: "Closed Won" }],
    });
    expect(
      await httpCrm({ url: "https://crm.example", fetch: fetchImpl }).findAccountByEmail("a@b.de"),
    ).toEqual({
      name: "Nur Name",
      contact: { email: null, phone: null },
      address: { street: null, code: null, city: null },
      opportunities: [{ id: "7", provisionId: null, status: "Closed Won", emailStatus: "NOT_CONFIRMED" }],
    });
  });

  it("throws on other failures", async () => {
    await expect(
      httpCrm({ url: "https://crm.example", fetch: fakeFetch(500, {}).fetchImpl }).findAccountByEmail(
        "a@b.de",
      ),
    ).rejects.toThrow("CRM answered 500");
    await expect(
      httpCrm({ url: "https://crm.example", fetch: fakeFetch(200, "oops").fetchImpl }).findAccountByEmail(
        "a@b.de",
      ),
    ).rejects.toThrow("unexpected shape");
  });
});
