import { describe, expect, it } from "vitest";
import { contactEmailChange, mayRequestDocuments, partnerUrl } from "./index";

describe("mayRequestDocuments", () => {
  const paid = new Date("2026-11-01T10:00:00Z");
  const now = new Date("2026-11-20T10:00:00Z");
  const base = { status: "CONFIRMED", createdAt: paid, trialEndsAt: null, paymentAcceptedPlan: "1" };
  it("only once the plan is paid and confirmed, and before documents were requested", () => {
    const may = (over: object) =>
      mayRequestDocuments({ ...base, paymentAcceptedAt: paid, requestedDocumentsAt: null, ...over }, now);
    expect(may({ paymentAcceptedAt: null })).toBe(false);
    expect(may({})).toBe(true);
    expect(may({ requestedDocumentsAt: paid })).toBe(false);
    expect(may({ status: "NOT_CONFIRMED" })).toBe(false);
  });
});

describe("partnerUrl", () => {
  it("adds username, first and last name as query parameters, encoded, keeping the base's own", () => {
    const url = new URL(
      partnerUrl("https://partner.example/start?src=vp", {
        username: "anna+test@example.de",
        firstname: "Anna Lena",
        lastname: "Müller",
      }),
    );
    expect(url.origin + url.pathname).toBe("https://partner.example/start");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      src: "vp",
      username: "anna+test@example.de",
      firstname: "Anna Lena",
      lastname: "Müller",
    });
  });

  it("sends empty names rather than 'null'", () => {
    const url = new URL(
      partnerUrl("https://partner.example/", { username: "a@b.de", firstname: null, lastname: null }),
    );
    expect(url.searchParams.get("firstname")).toBe("");
    expect(url.searchParams.get("lastname")).toBe("");
  });
});

describe("contactEmailChange", () => {
  const addresses = {
    userEmail: "login@example.de",
    email: "kontakt@example.de",
    pendingEmail: "neu@example.de",
  };

  it("takes the confirmed and the login address at once, keeps a pending one, and asks to confirm a new one", () => {
    expect(contactEmailChange(addresses, "kontakt@example.de")).toBe("unchanged");
    expect(contactEmailChange(addresses, "login@example.de")).toBe("loginAddress");
    expect(contactEmailChange(addresses, "neu@example.de")).toBe("stillPending");
    expect(contactEmailChange(addresses, "fremd@example.de")).toBe("needsConfirmation");
  });

  it("treats the login address as the confirmed contact address while none is set", () => {
    const fresh = { userEmail: "login@example.de", email: null, pendingEmail: null };
    expect(contactEmailChange(fresh, "login@example.de")).toBe("unchanged");
    expect(contactEmailChange(fresh, "kontakt@example.de")).toBe("needsConfirmation");
  });
});
