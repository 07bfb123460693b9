/**
 * The customer's one postal address (decision 0108): the provision's `street`, `postalCode` and `city`. Every form
 * that takes the address (profile, tariff application, billing address, the Vorsorgemappe order) offers the stored
 * one and saves what was typed here, so the next form finds it. What was signed with an address keeps its own copy
 * (an application's contact, a payment's billing address): those are not changed here.
 */
import { isCustomersName, sameAddress, type PersonName, type PostalAddress } from "~/domain/address";
import { Rollback } from "~/domain/errors";
import type { Db } from "../../db/client";
import type { Provision } from "../../db/schema";
import { changeProvision, type ProvisionActor, type WriteOptions } from "../provisions";

/**
 * Stores the address typed into a form as the customer's address ("profile.address": audited when staff act for
 * the customer, like every change). The same address again writes nothing (no new version, so the customer's other
 * open forms stay valid); returns whether it changed.
 */
export async function saveAddress(
  db: Db,
  actor: ProvisionActor,
  address: PostalAddress,
  options: WriteOptions & {
    /** The name the form gave the address (a billing address): someone else's name leaves the customer's be. */
    name?: PersonName;
  } = {},
): Promise<{ changed: boolean }> {
  try {
    await changeProvision(
      db,
      actor,
      { action: "profile.address", expectedVersion: options.expectedVersion, ip: options.ip },
      (_tx, current: Provision) => {
        if (sameAddress(current, address)) throw new Rollback();
        if (options.name && !isCustomersName(current, options.name)) throw new Rollback();
        return { street: address.street, postalCode: address.postalCode, city: address.city };
      },
    );
    return { changed: true };
  } catch (error) {
    if (error instanceof Rollback) return { changed: false };
    throw error;
  }
}
