import { describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { useTestDatabase } from "../testing/test-database";
import { createTestDatabase } from "../testing/database";
import { cents, type Cents } from "~/domain/money";
import {
  auditLog,
  identityTokens,
  letters,
  loginAttempts,
  mailOutbox,
  products,
  proposalItems,
  proposals,
  provisions,
  services,
  users,
} from "./schema";
import { productId, serviceId } from "./seed";

const database = useTestDatabase();

/** Runs `run` and returns the PostgreSQL error code it failed with (drizzle wraps driver errors in `cause`). */
async function pgErrorCode(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
  return undefined;
}

async function newCustomer(email: string) {
  const db = database.db;
  const [user] = await db.insert(users).values({ email, passwordHash: "x" }).returning();
  const [proposal] = await db
    .insert(proposals)
    .values({ funeralType: "cremation", funeralPlan: "basic", email, firstname: "Erika", lastname: "Muster" })
    .returning();
  const [provision] = await db
    .insert(provisions)
    .values({
      userId: user!.id,
      userEmail: email,
      proposalId: proposal!.id,
      funeralType: "cremation",
      funeralPlan: "basic",
      graveTypeId: "urnenreihengrab",
      funeralSiteId: "fs-hauptfriedhof-kiel",
    })
    .returning();
  return { user: user!, proposal: proposal!, provision: provision! };
}

describe("test databases", () => {
  it("are seeded and isolated from each other", async () => {
    expect(database.seeded).toBe(true);
    const other = await createTestDatabase();
    try {
      await other.db.insert(users).values({ email: "only-here@example.de" });
      const here = await database.db.select().from(users).where(eq(users.email, "only-here@example.de"));
      expect(here).toEqual([]);
      await other.ping();
    } finally {
      await other.close();
    }
  });
});

describe("schema", () => {
  it("keeps e-mails lower-case and unique", async () => {
    await database.db.insert(users).values({ email: "anna@example.de" });
    expect(await pgErrorCode(() => database.db.insert(users).values({ email: "anna@example.de" }))).toBe(
      "23505",
    );
    expect(await pgErrorCode(() => database.db.insert(users).values({ email: "Bert@Example.de" }))).toBe(
      "23514",
    );
    const [user] = await database.db.select().from(users).where(eq(users.email, "anna@example.de"));
    expect(user).toMatchObject({ status: "NOT_CONFIRMED", groups: [] });
  });

  it("creates a provision with a number, defaults and version 1", async () => {
    const { provision } = await newCustomer("carla@example.de");
    expect(provision.number).toBeGreaterThanOrEqual(100_001);
    expect(provision).toMatchObject({
      version: 1,
      status: "NOT_CONFIRMED",
      loginCounter: 0,
      additionalCosts: [],
      flags: {},
      musicLeftToSurvivors: false,
      state: null,
    });
    expect(provision.updatedAt).toBeInstanceOf(Date);
  });

  it("supports optimistic locking through version", async () => {
    const { provision } = await newCustomer("dora@example.de");
    const update = (version: number) =>
      database.db
        .update(provisions)
        .set({ music: "Ave Maria", version: sql`${provisions.version} + 1` })
        .where(and(eq(provisions.id, provision.id), eq(provisions.version, version)))
        .returning({ version: provisions.version, updatedAt: provisions.updatedAt });
    const [first] = await update(1);
    expect(first?.version).toBe(2);
    expect(first!.updatedAt.getTime()).toBeGreaterThanOrEqual(provision.updatedAt.getTime());
    expect(await update(1)).toEqual([]);
  });

  it("validates provision fields in the database", async () => {
    const { provision } = await newCustomer("emil@example.de");
    const set = (values: Partial<typeof provisions.$inferInsert>) =>
      pgErrorCode(() => database.db.update(provisions).set(values).where(eq(provisions.id, provision.id)));
    expect(await set({ paymentPriceGuarantee: 15 })).toBe("23514");
    expect(await set({ paymentPriceGuarantee: 25 })).toBeUndefined();
    expect(await set({ funeralSiteEstimateCents: -1 as Cents })).toBe("23514");
    expect(await set({ funeralSiteEstimateCents: 250_000 as Cents })).toBeUndefined();
    expect(await set({ graveTypeNote: "x".repeat(501) })).toBe("23514");
    expect(await set({ couponCode: "GIBTSNICHT" })).toBe("23503");
    expect(await set({ couponCode: "WILLKOMMEN10", couponDiscount: 10 })).toBeUndefined();
    expect(await set({ provisionBirth: "1950-06-15" })).toBeUndefined();
    const [row] = await database.db.select().from(provisions).where(eq(provisions.id, provision.id));
    expect(row?.provisionBirth).toBe("1950-06-15");
  });

  it("holds proposal items with price snapshots and one reference each", async () => {
    const { proposal } = await newCustomer("frieda@example.de");
    await database.db.insert(proposalItems).values([
      {
        proposalId: proposal.id,
        kind: "basic_product",
        productId: productId("SA-1001"),
        category: "coffin",
        reference: "SA-1001",
        name: "Kiefernsarg Basis",
        priceCents: cents(59_000),
      },
      {
        proposalId: proposal.id,
        kind: "basic_service",
        serviceId: serviceId("ueberfuehrung"),
        reference: "ueberfuehrung",
        name: "Überführung",
        priceCents: cents(39_000),
      },
    ]);
    const items = await database.db
      .select({ articleNumber: products.articleNumber, identifier: services.identifier })
      .from(proposalItems)
      .leftJoin(products, eq(proposalItems.productId, products.id))
      .leftJoin(services, eq(proposalItems.serviceId, services.id))
      .where(eq(proposalItems.proposalId, proposal.id));
    expect(items.map((i) => i.articleNumber ?? i.identifier).sort()).toEqual(["SA-1001", "ueberfuehrung"]);
    // Twice the same product, or a product item without a product, are refused.
    const optionalProduct = (item: Omit<typeof proposalItems.$inferInsert, "proposalId" | "kind">) =>
      pgErrorCode(() =>
        database.db
          .insert(proposalItems)
          .values({ proposalId: proposal.id, kind: "optional_product", ...item }),
      );
    expect(
      await optionalProduct({
        productId: productId("SA-1001"),
        category: "coffin",
        reference: "SA-1001",
        name: "Kiefernsarg Basis",
        priceCents: cents(59_000),
      }),
    ).toBe("23505");
    expect(
      await optionalProduct({
        serviceId: serviceId("grabpflege"),
        reference: "grabpflege",
        name: "Grabpflege",
        priceCents: cents(36_000),
      }),
    ).toBe("23514");
  });

  it("removes a customer's data when the user is deleted, but keeps the audit log", async () => {
    const { user, provision } = await newCustomer("hanna@example.de");
    await database.db.insert(letters).values({ provisionId: provision.id });
    await database.db.insert(identityTokens).values({
      kind: "refresh",
      tokenHash: "hash-hanna",
      userId: user.id,
      familyId: crypto.randomUUID(),
      expiresAt: new Date(Date.now() + 60_000),
    });
    await database.db.insert(auditLog).values({ provisionId: provision.id, action: "provision.view" });
    await database.db.delete(users).where(eq(users.id, user.id));
    expect(await database.db.select().from(provisions).where(eq(provisions.id, provision.id))).toEqual([]);
    expect(await database.db.select().from(letters).where(eq(letters.provisionId, provision.id))).toEqual([]);
    expect(await database.db.select().from(identityTokens).where(eq(identityTokens.userId, user.id))).toEqual(
      [],
    );
    expect(
      await database.db.select().from(auditLog).where(eq(auditLog.provisionId, provision.id)),
    ).toHaveLength(1);
  });

  it("has working defaults for outbox and attempts", async () => {
    const [mail] = await database.db
      .insert(mailOutbox)
      .values({
        to: "anna@example.de",
        subject: "Bitte bestätigen",
        text: "Hallo",
        dedupeKey: "confirm:anna",
      })
      .returning();
    expect(mail).toMatchObject({ status: "pending", attempts: 0, sentAt: null });
    expect(
      await pgErrorCode(() =>
        database.db.insert(mailOutbox).values({
          to: "anna@example.de",
          subject: "Bitte bestätigen",
          text: "Hallo",
          dedupeKey: "confirm:anna",
        }),
      ),
    ).toBe("23505");
    const [attempt] = await database.db
      .insert(loginAttempts)
      .values({ email: "anna@example.de", ip: "192.0.2.1" })
      .returning();
    expect(attempt).toMatchObject({ action: "login", succeeded: false });
    expect(typeof attempt?.id).toBe("number");
  });
});
