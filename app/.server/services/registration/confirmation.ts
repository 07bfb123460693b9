import type { Config } from "../../config";
import type { Db } from "../../db/client";
import type { User } from "../../db/schema";
import * as identity from "../../identity";
import { activationLink, confirmationMail, enqueueMail } from "../../mail";
import type { RegistrationInput } from "./types";

/** Queues the confirmation mail with a new code, unless the account is confirmed already. */
export async function queueConfirmationMail(
  db: Db,
  config: Pick<Config, "BASE_URL" | "hotline">,
  user: User,
  input: RegistrationInput,
  owner: { email: string; provisionId: string },
  now: Date,
): Promise<void> {
  if (user.status !== "NOT_CONFIRMED") return;
  const code = await identity.createConfirmationCode(db, user.id, now);
  const { salutation, lastname } = input.data;
  await enqueueMail(db, {
    ...confirmationMail({
      to: owner.email,
      salutation,
      lastname,
      link: activationLink(config.BASE_URL, code, owner.email),
      hotline: config.hotline,
    }),
    owner: { userId: user.id, provisionId: owner.provisionId },
  });
}
