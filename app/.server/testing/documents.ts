/**
 * A "full" provision for the documents tests and bench/pdf.ts: every product, service and extra of the
 * catalogue in its offer, a funeral site and grave type, all three wishes, a trusted person, finance notes and
 * many guests. Built with the seeded catalogue; wishes and guests go through the provision access helper.
 */
import { and, eq, isNull } from "drizzle-orm";
import { createCustomer } from "./crm";
import type { Db } from "../db/client";
import { extras, funeralSites, graveTypes, guests, products, proposalItems, services } from "../db/schema";
import { changeProvision, type ProvisionActor } from "../services/provisions";
import { cents } from "~/domain/money";

export const FULL_GUESTS = 40;

export async function createFullProvision(db: Db, email: string) {
  const { user, provision, proposal } = await createCustomer(db, { email, confirmed: true, paid: true });
  const actor: ProvisionActor = {
    userId: user.id,
    isStaff: false,
    ownProvisionId: provision.id,
    heldProvisionId: null,
  };
  const [allProducts, allServices, allExtras, [site], [graveType]] = await Promise.all([
    db.select().from(products).where(isNull(products.deletedAt)),
    db.select().from(services).where(isNull(services.deletedAt)),
    db.select().from(extras).where(isNull(extras.deletedAt)),
    db.select().from(funeralSites).limit(1),
    db
      .select()
      .from(graveTypes)
      .where(and(eq(graveTypes.funeralType, "cremation")))
      .limit(1),
  ]);
  const items = [
    ...allProducts.map((product, sort) => ({
      kind: product.defaultPlans.includes("basic")
        ? ("basic_product" as const)
        : ("optional_product" as const),
      productId: product.id,
      category: product.category,
      reference: product.articleNumber,
      name: product.translations.shortname,
      priceCents: product.priceCents,
      sort,
    })),
    ...allServices.map((service, sort) => ({
      kind: service.optional ? ("optional_service" as const) : ("basic_service" as const),
      serviceId: service.id,
      reference: service.identifier,
      name: service.translations.shortname,
      priceCents: service.priceCents,
      sort,
    })),
    ...allExtras.map((extra, sort) => ({
      kind: "extra" as const,
      extraId: extra.id,
      reference: extra.key,
      name: extra.name,
      priceCents: extra.priceCents,
      sort,
    })),
  ];
  if (proposal && items.length > 0) {
    await db.insert(proposalItems).values(items.map((item) => ({ ...item, proposalId: proposal.id })));
  }
  const full = await changeProvision(db, actor, { action: "test.full" }, async (tx) => {
    await tx.insert(guests).values(
      Array.from({ length: FULL_GUESTS }, (_, index) => ({
        provisionId: provision.id,
        name: `Gast ${index + 1} Müller-Lüdenscheidt`,
        relation: index % 2 ? "Freundin" : "Neffe",
        address: `Hauptstraße ${index + 1}, 24103 Kiel`,
        email: `gast${index + 1}@example.de`,
        note: index % 5 === 0 ? "Bitte persönlich anrufen, nicht schreiben." : null,
        invite: index % 3 !== 0,
        notify: true,
        sort: index,
      })),
    );
    return {
      provisionBirth: "1950-12-24",
      funeralSiteId: site?.id ?? null,
      graveTypeId: graveType?.id ?? null,
      graveTypeNote: "Nahe der alten Eiche, wenn möglich.",
      music: "„Ave Maria“ von Franz Schubert, gespielt auf der Orgel.",
      quote: "Was man tief in seinem Herzen besitzt, kann man nicht durch den Tod verlieren. (Goethe)",
      personalNotification:
        "Liebe Familie, ich danke Euch für alles. Seid nicht zu traurig – feiert das Leben.",
      quoteLeftToSurvivors: false,
      trustedPerson: {
        salutation: "madame" as const,
        firstname: "Grete",
        lastname: "Jäger",
        relationship: "Schwester",
        street: "Lindenweg 4",
        postalCode: "24105",
        city: "Kiel",
        email: "grete.jaeger@example.de",
        phone: "+494317654321",
      },
      financialProvisionType: "PAY_BY_MYSELF" as const,
      financialProvisionNote: "Sparbuch bei der Förde Sparkasse, Nummer im Ordner „Vorsorge“.",
      additionalCosts: [
        { name: "Trauerkaffee", estimatedPriceCents: cents(60_000) },
        { name: "Grabstein", estimatedPriceCents: cents(250_000) },
      ],
      funeralSiteEstimateCents: cents(180_000),
    };
  });
  return { user, provision: full, actor };
}
