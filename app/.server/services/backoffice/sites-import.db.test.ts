/** The funeral-site CSV import against the seeded database: dry run, staging, apply (all or nothing), audit. */
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { isServiceError } from "~/domain/errors";
import { REQUIRED_COLUMNS } from "~/domain/funeral-sites/csv";
import type { Actor } from "../../auth/actor";
import { auditLog, funeralSites, users } from "../../db/schema";
import { useTestDatabase } from "../../testing/test-database";
import { applyImport, planImport, stageImport, stagedPlan } from "./sites-import";

const database = useTestDatabase();
const ip = "192.0.2.54";

let counter = 0;
async function staffActor(role: "admin" | "customercare" = "admin"): Promise<Actor> {
  counter += 1;
  const [user] = await database.db
    .insert(users)
    .values({ email: `sites-admin${counter}@vorsorgeportal.de`, status: "CONFIRMED", groups: [role] })
    .returning();
  return {
    userId: user!.id,
    email: user!.email,
    displayName: user!.email,
    groups: [role],
    isStaff: true,
    ownProvisionId: null,
    heldProvisionId: null,
  };
}

const HEADER = ["id", ...REQUIRED_COLUMNS, "gebuehr_reihengrab", "gebuehr_urnenreihengrab"];

/** A CSV file's bytes from rows of cells, joined with `separator` (cells with the separator are quoted). */
function csv(rows: string[][], { separator = ";", bom = false }: { separator?: string; bom?: boolean } = {}) {
  const quote = (cell: string) =>
    cell.includes(separator) || cell.includes('"') ? `"${cell.replace(/"/g, '""')}"` : cell;
  const text = [HEADER, ...rows].map((row) => row.map(quote).join(separator)).join("\r\n") + "\r\n";
  const bytes = new TextEncoder().encode(text);
  return bom ? new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]) : bytes;
}

const muenchen = (patch: Partial<Record<string, string>> = {}) => {
  const row: Record<string, string> = {
    id: "fs-test-waldfriedhof-muenchen",
    name: "Testfriedhof Großhadern",
    strasse: "Fürstenrieder Straße 288",
    plz: "81377",
    ort: "München",
    bundesland: "Bayern",
    lat: "48,1153",
    lon: "11,5068",
    traeger: "Städtische Friedhöfe München",
    bestattungsarten: "Erdbestattung|Feuerbestattung",
    gebuehr_reihengrab: "1.950,00",
    gebuehr_urnenreihengrab: "1.170,50",
    ...patch,
  };
  return HEADER.map((column) => row[column] ?? "");
};

const site = async (id: string) =>
  (await database.db.select().from(funeralSites).where(eq(funeralSites.id, id)))[0];

describe("planImport (dry run)", () => {
  it("adds a new site with umlauts, with a semicolon and a BOM", async () => {
    const admin = await staffActor();
    const plan = await planImport(database.db, admin, { bytes: csv([muenchen()], { bom: true }) });
    expect(plan.fileProblems).toEqual([]);
    expect(plan.counts).toEqual({ add: 1, change: 0, unchanged: 0, refuse: 0 });
    expect(plan.rows[0]).toMatchObject({
      line: 2,
      kind: "add",
      title: "Testfriedhof Großhadern",
      city: "München",
    });
    expect(plan.applicable).toBe(true);
    expect(await site("fs-test-waldfriedhof-muenchen")).toBeUndefined();
  });

  it("reads a comma-separated file with quoted German amounts", async () => {
    const admin = await staffActor();
    const plan = await planImport(database.db, admin, { bytes: csv([muenchen()], { separator: "," }) });
    expect(plan.counts.add).toBe(1);
    expect(plan.rows[0]!.kind).toBe("add");
  });

  it("names every missing column in one message, and a wrong separator", async () => {
    const admin = await staffActor();
    const missing = new TextEncoder().encode(
      "id;name;strasse;ort;bundesland;lat;lon;traeger;gebuehr_reihengrab\nx;y\n",
    );
    const plan = await planImport(database.db, admin, { bytes: missing });
    expect(plan.fileProblems).toEqual(["Es fehlen die Spalten „plz“, „bestattungsarten“."]);
    expect(plan.applicable).toBe(false);

    const tabs = new TextEncoder().encode(`${HEADER.join("\t")}\n${muenchen().join("\t")}\n`);
    expect((await planImport(database.db, admin, { bytes: tabs })).fileProblems[0]).toMatch(
      /^Falsches Trennzeichen: Die Kopfzeile ist mit „Tabulator“ getrennt/,
    );
  });

  it("refuses broken umlauts with the line number: Latin-1 bytes and mojibake", async () => {
    const admin = await staffActor();
    const good = new TextDecoder().decode(csv([muenchen()]));
    const latin1Row = new Uint8Array([
      ...new TextEncoder().encode("fs-latin;Friedhof M"),
      0xfc, // "ü" in Latin-1
      ...new TextEncoder().encode(
        "nchen;Weg 1;81377;München;Bayern;48,1153;11,5068;Stadt;Erdbestattung;100;\r\n",
      ),
    ]);
    const mojibakeRow = new TextEncoder().encode(
      "fs-mojibake;Friedhof MÃ¼nchen;Weg 2;81377;München;Bayern;48,1153;11,5068;Stadt;Erdbestattung;100;\r\n",
    );
    const bytes = new Uint8Array([...new TextEncoder().encode(good), ...latin1Row, ...mojibakeRow]);
    const plan = await planImport(database.db, admin, { bytes });
    expect(plan.counts).toMatchObject({ add: 1, refuse: 2 });
    expect(plan.rows.find((row) => row.line === 3)).toMatchObject({ kind: "refuse" });
    expect(plan.rows.find((row) => row.line === 3)!.reasons.join(" ")).toMatch(/nicht in UTF-8/);
    expect(plan.rows.find((row) => row.line === 4)!.reasons.join(" ")).toMatch(/„Ã¼“ statt „ü“/);
    expect(plan.applicable).toBe(false);
  });

  it("refuses coordinates abroad or in the sea, a bad fee, duplicates in the file and of stored sites", async () => {
    const admin = await staffActor();
    const plan = await planImport(database.db, admin, {
      bytes: csv([
        muenchen({ id: "fs-a", name: "A", lat: "47,8", lon: "13,045" }), // Salzburg
        muenchen({ id: "fs-b", name: "B", lat: "54,5", lon: "7,0" }), // North Sea
        muenchen({ id: "fs-c", name: "C", gebuehr_reihengrab: "-5,00" }),
        muenchen({ id: "fs-d", name: "D", gebuehr_reihengrab: "12,555" }),
        muenchen({ id: "fs-e", name: "E" }),
        muenchen({ id: "fs-e", name: "E2" }),
        muenchen({ id: "fs-f", name: "E" }),
        muenchen({ id: "fs-g", name: "G", lat: "53,5511", lon: "9,9937" }), // Hamburg, far from 81377
        muenchen({
          id: "fs-h",
          name: "Friedhof Burglesum",
          plz: "28277",
          ort: "Bremen",
          lat: "53,17",
          lon: "8,67",
          bundesland: "Bremen",
        }),
      ]),
    });
    const reasons = (line: number) => plan.rows.find((row) => row.line === line)!.reasons.join(" ");
    expect(reasons(2)).toMatch(/nicht in Deutschland/);
    expect(reasons(3)).toMatch(/nicht in Deutschland/);
    expect(reasons(4)).toMatch(/Gebühr Reihengrab: Der Betrag darf nicht negativ sein/);
    expect(reasons(5)).toMatch(/Gebühr Reihengrab: bitte einen Betrag in Euro/);
    expect(plan.rows.find((row) => row.line === 6)!.kind).toBe("add");
    expect(reasons(7)).toMatch(/Kennung „fs-e“ steht schon in Zeile 6/);
    expect(reasons(8)).toMatch(/Name und Postleitzahl stehen schon in Zeile 6/);
    expect(reasons(9)).toMatch(/km vom Ort der Postleitzahl 81377/);
    expect(reasons(10)).toMatch(/gibt es schon \(„fs-friedhof-burglesum“\)/);
    expect(plan.counts).toMatchObject({ add: 1, refuse: 8 });
  });

  it("is for admins only", async () => {
    const care = await staffActor("customercare");
    const error = await planImport(database.db, care, { bytes: csv([muenchen()]) }).catch((e: unknown) => e);
    expect(isServiceError(error) && error.status).toBe(404);
  });
});

describe("applyImport", () => {
  it("adds and changes in one go, audited once with the counts and ids", async () => {
    const admin = await staffActor();
    const before = (await site("fs-friedhof-burglesum"))!;
    const change = muenchen({
      id: "fs-friedhof-burglesum",
      name: before.title,
      strasse: before.street,
      plz: before.plz,
      ort: before.city,
      bundesland: before.state,
      lat: String(before.lat),
      lon: String(before.lon),
      traeger: before.organisationName,
      bestattungsarten: "burial|cremation",
      gebuehr_reihengrab: "2.000,00",
      gebuehr_urnenreihengrab: "1.000",
    });
    const staged = await stageImport(
      database.db,
      admin,
      {
        bytes: csv([muenchen({ id: "fs-neu-muenchen", name: "Neuer Friedhof München" }), change]),
        fileName: "friedhoefe.csv",
      },
      { now: new Date() },
    );
    expect(staged.plan.counts).toMatchObject({ add: 1, change: 1, refuse: 0 });
    expect(staged.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await stagedPlan(database.db, admin, { token: staged.token! }, { now: new Date() });
    expect(again.plan.counts).toEqual(staged.plan.counts);

    const outcome = await applyImport(database.db, admin, { token: staged.token! }, { now: new Date(), ip });
    expect(outcome).toEqual({ applied: true, added: 1, changed: 1, unchanged: 0 });
    expect(await site("fs-neu-muenchen")).toMatchObject({
      title: "Neuer Friedhof München",
      city: "München",
      active: true,
      demo: false,
      fees: { prices: { reihengrab: { selling_price: 195000 }, urnenreihengrab: { selling_price: 117050 } } },
    });
    expect((await site("fs-friedhof-burglesum"))!.fees).toEqual({
      prices: { reihengrab: { selling_price: 200000 }, urnenreihengrab: { selling_price: 100000 } },
    });
    const audit = await database.db.select().from(auditLog).where(eq(auditLog.actorUserId, admin.userId));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "site.import", ip });
    expect(audit[0]!.detail).toMatchObject({
      after: { added: 1, changed: 1, addedIds: ["fs-neu-muenchen"], changedIds: ["fs-friedhof-burglesum"] },
    });
    // The token is used up.
    const reuse = await applyImport(
      database.db,
      admin,
      { token: staged.token! },
      { now: new Date(), ip },
    ).catch((e: unknown) => e);
    expect(isServiceError(reuse) && reuse.status).toBe(404);
  });

  it("writes nothing when a row has become a duplicate since the dry run", async () => {
    const admin = await staffActor();
    const staged = await stageImport(
      database.db,
      admin,
      {
        bytes: csv([
          muenchen({ id: "fs-alles-1", name: "Alles oder nichts 1" }),
          muenchen({ id: "fs-alles-2", name: "Alles oder nichts 2" }),
        ]),
        fileName: "a.csv",
      },
      { now: new Date() },
    );
    expect(staged.token).not.toBeNull();
    // Meanwhile someone stores a site with the name and postal code of the second row.
    await database.db.insert(funeralSites).values({
      id: "fs-dazwischen",
      title: "Alles oder nichts 2",
      street: "Weg 1",
      plz: "81377",
      city: "München",
      state: "Bayern",
      lat: 48.1153,
      lon: 11.5068,
      organisationName: "Stadt",
      fees: { prices: { reihengrab: { selling_price: 100 } } },
      funeralTypes: ["burial"],
    });
    const outcome = await applyImport(database.db, admin, { token: staged.token! }, { now: new Date(), ip });
    expect(outcome.applied).toBe(false);
    const rows = await database.db
      .select()
      .from(funeralSites)
      .where(inArray(funeralSites.id, ["fs-alles-1", "fs-alles-2"]));
    expect(rows).toEqual([]);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.actorUserId, admin.userId))).toEqual(
      [],
    );
  });

  it("stages nothing when a row is refused, and another admin cannot apply a dry run", async () => {
    const admin = await staffActor();
    const refused = await stageImport(
      database.db,
      admin,
      {
        bytes: csv([muenchen({ id: "fs-x", lat: "54,5", lon: "7,0" })]),
        fileName: "x.csv",
      },
      { now: new Date() },
    );
    expect(refused.token).toBeNull();
    const staged = await stageImport(
      database.db,
      admin,
      {
        bytes: csv([muenchen({ id: "fs-y", name: "Y" })]),
        fileName: "y.csv",
      },
      { now: new Date() },
    );
    const other = await staffActor();
    const error = await applyImport(database.db, other, { token: staged.token! }, { now: new Date() }).catch(
      (e: unknown) => e,
    );
    expect(isServiceError(error) && error.status).toBe(404);
    expect(await site("fs-y")).toBeUndefined();
  });
});
