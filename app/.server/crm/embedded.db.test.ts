import { describe, expect, it } from "vitest";
import { proposals } from "../db/schema";
import { useTestDatabase } from "../testing/test-database";
import { embeddedCrm } from "./embedded";
import { opportunityProblems } from "./port";
import { createCustomer } from "../testing/crm";

const database = useTestDatabase({ seed: false });

describe("embedded CRM", () => {
  it("finds an account by login e-mail with an Open opportunity", async () => {
    const { proposal, provision } = await createCustomer(database.db, {
      email: "open@example.de",
      confirmed: true,
    });
    const account = await embeddedCrm(database.db).findAccountByEmail("Open@Example.de ");
    expect(account).toEqual({
      name: "Erika Muster",
      contact: { email: "open@example.de", phone: "+494311234567" },
      address: { street: "Holstenstraße 1", code: "24103", city: "Kiel" },
      opportunities: [
        { id: proposal!.id, provisionId: provision.id, status: "Open", emailStatus: "CONFIRMED" },
      ],
    });
    expect(opportunityProblems(account!.opportunities[0]!)).toEqual([]);
  });

  it("answers null for an unknown e-mail", async () => {
    expect(await embeddedCrm(database.db).findAccountByEmail("nobody@example.de")).toBeNull();
  });

  it("marks the opportunity of a paid plan Closed Won", async () => {
    await createCustomer(database.db, { email: "paid@example.de", confirmed: true, paid: true });
    const account = await embeddedCrm(database.db).findAccountByEmail("paid@example.de");
    expect(account?.opportunities.map((o) => o.status)).toEqual(["Closed Won"]);
    expect(opportunityProblems(account!.opportunities[0]!)).toEqual(["opportunityNotOpen"]);
  });

  it("reports an unconfirmed e-mail", async () => {
    await createCustomer(database.db, { email: "unconfirmed@example.de" });
    const account = await embeddedCrm(database.db).findAccountByEmail("unconfirmed@example.de");
    expect(account?.opportunities.map((o) => o.emailStatus)).toEqual(["NOT_CONFIRMED"]);
    expect(opportunityProblems(account!.opportunities[0]!)).toEqual(["emailUnconfirmed"]);
  });

  it("finds the account by the alternate contact e-mail too", async () => {
    const { provision } = await createCustomer(database.db, {
      email: "login@example.de",
      contactEmail: "Kontakt@Example.de",
      confirmed: true,
    });
    const account = await embeddedCrm(database.db).findAccountByEmail("kontakt@example.de");
    expect(account?.contact.email).toBe("Kontakt@Example.de");
    expect(account?.opportunities.map((o) => o.provisionId)).toEqual([provision.id]);
  });

  it("has no opportunity for a provision without proposal", async () => {
    await createCustomer(database.db, {
      email: "noproposal@example.de",
      withProposal: false,
      confirmed: true,
    });
    const account = await embeddedCrm(database.db).findAccountByEmail("noproposal@example.de");
    expect(account?.name).toBe("Erika Muster");
    expect(account?.opportunities).toEqual([]);
  });

  it("shows a funnel offer without account as an Open opportunity without provision", async () => {
    const [proposal] = await database.db
      .insert(proposals)
      .values({
        funeralType: "sea",
        funeralPlan: "high",
        email: "lead@example.de",
        lastname: "Lead",
        placeCity: "Kiel",
      })
      .returning();
    const account = await embeddedCrm(database.db).findAccountByEmail("lead@example.de");
    expect(account).toEqual({
      name: "Lead",
      contact: { email: "lead@example.de", phone: null },
      address: { street: null, code: null, city: "Kiel" },
      opportunities: [{ id: proposal!.id, provisionId: null, status: "Open", emailStatus: "NOT_CONFIRMED" }],
    });
  });
});
