/**
 * The contact of a burial-fund application as the insurer takes it (decision 0108): the customer's one address
 * has street and house number in one line, the insurer's form asks for them apart. Pure.
 */
import { splitStreet } from "~/domain/address";
import type { ApplicationContact, InsuranceContactInput } from "~/domain/validation/finance";

/** The contact step's answer with its street line split into street and house number. */
export function applicationContact(contact: InsuranceContactInput): ApplicationContact {
  return { ...contact, ...splitStreet(contact.street) };
}
