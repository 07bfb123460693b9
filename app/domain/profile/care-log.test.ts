import { describe, expect, it } from "vitest";
import { careLogFieldNames, careLogRows, type CareLogEntry } from "./care-log";

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 25, 13, 0) + minutes * 60_000);
const entry = (minutes: number, action: string, more: Partial<CareLogEntry> = {}): CareLogEntry => ({
  at: at(minutes),
  action,
  who: "care@vorsorgeportal.de",
  linkEmail: null,
  fields: [],
  ...more,
});

describe("careLogRows", () => {
  it("one staff session (search, open, seven views, close) is one 'angesehen' row, not nine 'geändert'", () => {
    const session = [
      entry(0, "crm.lookup"),
      entry(1, "provision.open"),
      ...Array.from({ length: 7 }, (_, i) => entry(2 + i, "provision.read")),
      entry(12, "provision.close"),
    ];
    expect(careLogRows(session)).toEqual([
      {
        kind: "view",
        from: at(0),
        to: at(12),
        who: "care@vorsorgeportal.de",
        linkEmail: null,
        what: "Kundenkonto gesucht, Vorsorge angesehen",
      },
    ]);
  });

  it("a search alone is a view of the account, not a change", () => {
    expect(careLogRows([entry(0, "crm.lookup")]).map((row) => row.what)).toEqual([
      "Kundenkonto in der Suche angesehen",
    ]);
  });

  it("changes are rows of their own with the changed fields in German; views around them stay one row", () => {
    const rows = careLogRows([
      entry(0, "provision.read"),
      entry(5, "trustedPerson.update", {
        fields: ["trustedPerson.phone", "trustedPerson.email", "trustedPerson.notified"],
      }),
      entry(6, "provision.read"),
      entry(7, "documents.pdf"),
      entry(8, "profile.update", { fields: ["phone", "version"] }),
    ]);
    expect(rows.map(({ kind, what }) => ({ kind, what }))).toEqual([
      { kind: "change", what: "Persönliche Daten geändert: Telefonnummer" },
      { kind: "view", what: "Vorsorge angesehen, auch als PDF" },
      { kind: "change", what: "Vertrauensperson geändert: Telefonnummer, E-Mail-Adresse" },
    ]);
  });

  it("a new sitting after 30 minutes without a view, and each staff member their own", () => {
    const rows = careLogRows([
      entry(0, "provision.read"),
      entry(29, "provision.read"),
      entry(60, "provision.read"),
      entry(61, "provision.read", { who: "other@vorsorgeportal.de" }),
    ]);
    expect(rows.map(({ who, from, to }) => ({ who, from, to }))).toEqual([
      { who: "other@vorsorgeportal.de", from: at(61), to: at(61) },
      { who: "care@vorsorgeportal.de", from: at(60), to: at(60) },
      { who: "care@vorsorgeportal.de", from: at(0), to: at(29) },
    ]);
  });

  it("read-access uses and the portal's own actions keep a row each, never as staff changes", () => {
    const rows = careLogRows([
      entry(0, "readAccess.used", { who: null, linkEmail: "eva@beispiel.de" }),
      entry(1, "readAccess.used", { who: null, linkEmail: "eva@beispiel.de" }),
      entry(2, "pricing.paypal-ended", { who: null }),
      entry(3, "trustedPerson.notify"),
    ]);
    expect(rows.map(({ kind, what }) => ({ kind, what }))).toEqual([
      { kind: "change", what: "Vertrauensperson per E-Mail benachrichtigt" },
      { kind: "system", what: "PayPal-Zahlung beendet" },
      { kind: "readAccess", what: "Lesezugang genutzt" },
      { kind: "readAccess", what: "Lesezugang genutzt" },
    ]);
  });

  it("a discount step granted by staff reads as granted, not as a generic change", () => {
    expect(careLogRows([entry(0, "pricing.grant-step")]).map(({ kind, what }) => ({ kind, what }))).toEqual([
      { kind: "change", what: "Nachlassstufe gewährt" },
    ]);
  });

  it("a death reported in error and withdrawn reads as such; a refused attempt changed nothing and is not shown", () => {
    const rows = careLogRows([
      entry(0, "death.reported"),
      entry(1, "death.refused", { who: "admin@vorsorgeportal.de" }),
      entry(2, "death.withdrawn"),
    ]);
    expect(rows.map(({ kind, what }) => ({ kind, what }))).toEqual([
      { kind: "change", what: "Meldung eines Sterbefalls zurückgezogen" },
      { kind: "change", what: "Sterbefall gemeldet" },
    ]);
  });
});

describe("careLogFieldNames", () => {
  it("names each field once and leaves technical ones out", () => {
    expect(careLogFieldNames(["music", "musicLeftToSurvivors", "flags", "version", "quote"])).toEqual([
      "Musik",
      "Spruch",
    ]);
  });
});
