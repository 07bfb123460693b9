/** What /profile renders, from the provision and its care log (server only: formats dates in German time). */
import { addressLines, storedAddress } from "~/domain/address";
import { TIME_ZONE } from "~/domain/constants";
import { careLogRows } from "~/domain/profile/care-log";
import { mayRequestDocuments } from "~/domain/profile";
import { formatViewDate } from "~/i18n/format";
import { formatPhone } from "~/i18n/phone";
import type { Provision } from "~/.server/db/schema";
import { featureRefusalOf } from "~/.server/services/features";
import { provisionSetOrderedAt, type CareLogEntry } from "~/.server/services/profile";
import type { PasskeyRow } from "~/.server/services/account/passkeys";

const TIME = new Intl.DateTimeFormat("de-DE", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit" });

/** "24.12.2026, 14:05 Uhr". */
export const dateTime = (at: Date) => `${formatViewDate(at)}, ${TIME.format(at)} Uhr`;

/** "24.12.2026, 14:05 Uhr", or a sitting: "24.12.2026, 14:05 bis 14:20 Uhr" (another day: both in full). */
export function timeSpan(from: Date, to: Date): string {
  const [start, end] = [dateTime(from), dateTime(to)];
  if (start === end) return start;
  if (formatViewDate(from) !== formatViewDate(to)) return `${start} bis ${end}`;
  return `${formatViewDate(from)}, ${TIME.format(from)} bis ${TIME.format(to)} Uhr`;
}

/** `now`: the runtime clock's instant (the document request's plan rule reads it). */
export function profileView(
  provision: Provision,
  careLog: CareLogEntry[],
  staffActing: boolean,
  now: Date,
  passkeys: PasskeyRow[] = [],
) {
  const ordered = provisionSetOrderedAt(provision);
  const address = storedAddress(provision);
  return {
    version: provision.version,
    loginEmail: provision.userEmail,
    /** Where mail goes now, and a new address still waiting for its confirmation link (decision 0029). */
    confirmedEmail: provision.email ?? provision.userEmail,
    pendingEmail: provision.pendingEmail,
    values: {
      salutation: provision.salutation ?? undefined,
      firstname: provision.firstname ?? "",
      lastname: provision.lastname ?? "",
      email: provision.pendingEmail ?? provision.email ?? provision.userEmail,
      provisionBirth: provision.provisionBirth ? formatViewDate(provision.provisionBirth) : "",
      street: provision.street ?? "",
      postalCode: provision.postalCode ?? "",
      city: provision.city ?? "",
      /** As people write it ("0171 2345678"), not as stored (E.164); saving converts it back. */
      phone: formatPhone(provision.phone),
    },
    documents: {
      /** Why the request is not offered (confirm the e-mail first, or choose a plan), or null. */
      refusal: featureRefusalOf(provision, "documentRequest", now),
      mayRequest: mayRequestDocuments(provision, now),
      requestedAt: provision.requestedDocumentsAt ? formatViewDate(provision.requestedDocumentsAt) : null,
      setOrderedAt: ordered ? formatViewDate(ordered) : null,
      /** The customer's one address (decision 0108) the set goes to, as two lines; null while none is stored. */
      setAddress: address ? addressLines(address) : null,
      /** What the order's dialog starts with: the stored address, also a partial one. */
      setAddressValues: {
        street: provision.street ?? "",
        postalCode: provision.postalCode ?? "",
        city: provision.city ?? "",
      },
    },
    careLog: careLogRows(careLog).map((row) => ({
      at: timeSpan(row.from, row.to),
      kind: row.kind,
      who: row.who,
      linkEmail: row.linkEmail,
      what: row.what,
    })),
    /** The customer's passkeys (decision 0094): name, added, last used. */
    passkeys: passkeys.map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      createdAt: dateTime(passkey.createdAt),
      lastUsedAt: passkey.lastUsedAt ? dateTime(passkey.lastUsedAt) : null,
    })),
    staffActing,
  };
}

export type ProfileView = ReturnType<typeof profileView>;
