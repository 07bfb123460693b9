/**
 * What the sign-up link of a partner's proposal opens (decision 0058): the sign-up wizard's draft, filled with the
 * proposal's answers, so the customer only checks them and chooses a password. The link prefills; it grants
 * nothing. An address that already has an account gets no draft (the link leads to the sign-in instead), so a
 * leaked link shows nobody's data once the customer registered.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import type { RegistrationDraft } from "~/domain/registration";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { proposals } from "../../db/schema";
import * as identity from "../../identity";
import { readSignUpToken } from "./signup-link";

export type SignUpDraft =
  | { kind: "invalid" }
  | { kind: "registered" }
  | { kind: "draft"; draft: Omit<RegistrationDraft, "submissionId"> };

export async function signUpDraft(
  db: Db,
  _actor: null,
  { token }: { token: string },
  { now, config }: { now: Date; config: Pick<Config, "SESSION_SECRET"> },
): Promise<SignUpDraft> {
  const id = readSignUpToken(config.SESSION_SECRET, token, now);
  if (!id) return { kind: "invalid" };
  const [proposal] = await db
    .select()
    .from(proposals)
    .where(and(eq(proposals.id, id), isNotNull(proposals.partnerApiKeyId)))
    .limit(1);
  if (!proposal?.email) return { kind: "invalid" };
  if (await identity.findUserByEmail(db, proposal.email)) return { kind: "registered" };
  const text = (value: string | null) => value ?? undefined;
  return {
    kind: "draft",
    draft: {
      type: { funeralType: proposal.funeralType },
      character: { funeralPlan: proposal.funeralPlan },
      place: { place: { city: proposal.placeCity, code: proposal.placeCode } },
      birthdate: { provisionBirth: proposal.provisionBirth },
      data: {
        salutation: text(proposal.salutation),
        firstname: text(proposal.firstname),
        lastname: text(proposal.lastname),
        email: proposal.email,
        phone: text(proposal.phone),
      },
      params: {
        ...(proposal.referrer ? { referrer: proposal.referrer } : {}),
        ...(proposal.couponCode ? { couponCode: proposal.couponCode } : {}),
      },
      entryUrl: "/register/partner",
    },
  };
}
