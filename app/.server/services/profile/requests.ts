/**
 * What the customer asks for by post (decision 0018): the documents, once the plan is paid, and the free
 * provision set. Each queues the customer's confirmation and customer care's request in the same change.
 */
import { storedAddress, type PostalAddress } from "~/domain/address";
import { Rollback } from "~/domain/errors";
import type { Provision } from "../../db/schema";
import { enqueueMail, mailOwner } from "../../mail";
import {
  documentsConfirmationMail,
  documentsRequestMail,
  provisionSetConfirmationMail,
  provisionSetRequestMail,
  type CustomerRef,
} from "../../mail/profile-templates";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { changeProvision, readProvision, type ProvisionActor } from "../provisions";
import { requireFeature } from "../features";
import { saveAddress } from "./address";

function customerRef(provision: Provision): CustomerRef {
  return {
    salutation: provision.salutation ?? null,
    firstname: provision.firstname,
    lastname: provision.lastname,
    number: provision.number,
    email: provision.email ?? provision.userEmail,
    street: provision.street,
    postalCode: provision.postalCode,
    city: provision.city,
  };
}

/** The options of a request by post: the client's address, the request's instant and where the mails go (customer care, hotline). */
interface PostRequestOptions {
  ip?: string | null;
  now: Date;
  config: Pick<Config, "CUSTOMER_CARE_EMAIL" | "hotline">;
}

export type RequestOutcome = "requested" | "notAllowed";

/**
 * The document request: only once the plan is paid and no documents were requested. Sets
 * `requestedDocumentsAt` and queues the customer's confirmation and customer care's request in the same
 * transaction (so both mails exist exactly when the request does). "notAllowed" changes nothing.
 */
export async function requestDocuments(
  db: Db,
  actor: ProvisionActor,
  options: PostRequestOptions,
): Promise<RequestOutcome> {
  const { config } = options;
  try {
    await changeProvision(
      db,
      actor,
      { action: "documents.request", ip: options.ip },
      async (tx, provision) => {
        requireFeature(provision, "documentRequest", options.now, actor);
        if (provision.requestedDocumentsAt !== null) throw new Rollback();
        const customer = customerRef(provision);
        const owner = mailOwner(provision);
        await enqueueMail(tx, { ...documentsConfirmationMail(customer, config.hotline), owner });
        await enqueueMail(tx, { ...documentsRequestMail(config.CUSTOMER_CARE_EMAIL, customer), owner });
        return { requestedDocumentsAt: options.now };
      },
    );
    return "requested";
  } catch (error) {
    if (error instanceof Rollback) return "notAllowed";
    throw error;
  }
}

/** When the free provision set was ordered (provision flags), or null. */
export function provisionSetOrderedAt(provision: Provision): string | null {
  const value = provision.flags.provisionSetOrderedAt;
  return typeof value === "string" ? value : null;
}

export type SetOrderOutcome = "ordered" | "alreadyOrdered" | "addressMissing";

/**
 * The free provision set by post (the texts offer it): goes to the customer's one address (decision 0108); once per
 * customer. An address typed into the order (`address`) is saved as the customer's address first (`saveAddress`);
 * without one the stored address is used, and without a stored one nothing is ordered ("addressMissing").
 * Remembered in the provision's flags; mails to the customer and to customer care.
 */
export async function orderProvisionSet(
  db: Db,
  actor: ProvisionActor,
  { address }: { address?: PostalAddress },
  options: PostRequestOptions,
): Promise<SetOrderOutcome> {
  const { config } = options;
  let outcome: SetOrderOutcome = "ordered";
  // A set already ordered changes nothing, not even the address typed into a second post (another tab, Back).
  if (address && !provisionSetOrderedAt(await readProvision(db, actor, { ip: options.ip, audit: false })))
    await saveAddress(db, actor, address, { ip: options.ip });
  try {
    await changeProvision(
      db,
      actor,
      { action: "provisionSet.order", ip: options.ip },
      async (tx, provision) => {
        if (provisionSetOrderedAt(provision)) {
          outcome = "alreadyOrdered";
          throw new Rollback();
        }
        if (!storedAddress(provision)) {
          outcome = "addressMissing";
          throw new Rollback();
        }
        const customer = customerRef(provision);
        const owner = mailOwner(provision);
        await enqueueMail(tx, { ...provisionSetConfirmationMail(customer, config.hotline), owner });
        await enqueueMail(tx, { ...provisionSetRequestMail(config.CUSTOMER_CARE_EMAIL, customer), owner });
        return { flags: { ...provision.flags, provisionSetOrderedAt: options.now.toISOString() } };
      },
    );
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
  }
  return outcome;
}
