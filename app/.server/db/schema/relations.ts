import { relations } from "drizzle-orm";
import { extras, funeralSites, graveTypes, products, services } from "./catalog";
import { identityTokens, users } from "./identity";
import { auditLog } from "./platform";
import { guests, letters, payments, proposalItems, proposals, provisions } from "./provision";

export const usersRelations = relations(users, ({ one, many }) => ({
  provision: one(provisions, { fields: [users.id], references: [provisions.userId] }),
  tokens: many(identityTokens),
}));

export const identityTokensRelations = relations(identityTokens, ({ one }) => ({
  user: one(users, { fields: [identityTokens.userId], references: [users.id] }),
}));

export const proposalsRelations = relations(proposals, ({ one, many }) => ({
  items: many(proposalItems),
  funeralSite: one(funeralSites, { fields: [proposals.funeralSiteId], references: [funeralSites.id] }),
  graveType: one(graveTypes, { fields: [proposals.graveTypeId], references: [graveTypes.id] }),
}));

export const proposalItemsRelations = relations(proposalItems, ({ one }) => ({
  proposal: one(proposals, { fields: [proposalItems.proposalId], references: [proposals.id] }),
  product: one(products, { fields: [proposalItems.productId], references: [products.id] }),
  service: one(services, { fields: [proposalItems.serviceId], references: [services.id] }),
  extra: one(extras, { fields: [proposalItems.extraId], references: [extras.id] }),
}));

export const provisionsRelations = relations(provisions, ({ one, many }) => ({
  user: one(users, { fields: [provisions.userId], references: [users.id] }),
  proposal: one(proposals, { fields: [provisions.proposalId], references: [proposals.id] }),
  funeralSite: one(funeralSites, { fields: [provisions.funeralSiteId], references: [funeralSites.id] }),
  graveType: one(graveTypes, { fields: [provisions.graveTypeId], references: [graveTypes.id] }),
  letters: many(letters),
  payments: many(payments),
  guests: many(guests),
}));

export const guestsRelations = relations(guests, ({ one }) => ({
  provision: one(provisions, { fields: [guests.provisionId], references: [provisions.id] }),
}));

export const lettersRelations = relations(letters, ({ one }) => ({
  provision: one(provisions, { fields: [letters.provisionId], references: [provisions.id] }),
}));

export const paymentsRelations = relations(payments, ({ one }) => ({
  provision: one(provisions, { fields: [payments.provisionId], references: [provisions.id] }),
}));

export const auditLogRelations = relations(auditLog, ({ one }) => ({
  actor: one(users, { fields: [auditLog.actorUserId], references: [users.id] }),
}));
