/** Passkeys (decision 0094): the profile's forms and the shape of the browser's WebAuthn answers. */
import { z } from "zod";
import { PASSKEY_NAME_MAX_LENGTH, PASSKEY_RESPONSE_MAX_LENGTH } from "~/domain/constants";
import { maxLength, optionalText, requiredText, signInPasswordField } from "./fields";
import { t } from "~/i18n";

/** "Passkey hinzufügen": an optional name and the current password (asked before any passkey is made). */
export const passkeyAddSchema = z.object({
  name: optionalText(maxLength(PASSKEY_NAME_MAX_LENGTH)),
  currentPassword: signInPasswordField(),
});

/** The second half of adding one: the authenticator's answer (JSON) and the name again. */
export const passkeyRegisterSchema = z.object({
  name: optionalText(maxLength(PASSKEY_NAME_MAX_LENGTH)),
  response: requiredText(maxLength(PASSKEY_RESPONSE_MAX_LENGTH)),
});

/** "Passkey entfernen": which one, and the current password. */
export const passkeyRemoveSchema = z.object({
  passkeyId: z.guid({ error: () => t("validation.wrong") }),
  currentPassword: signInPasswordField(),
});

/** Signing in with a passkey: the authenticator's answer (JSON) and where to go afterwards. */
export const passkeySignInSchema = z.object({
  // Whatever arrives goes to the check (an unreadable answer is refused there and counts as a failed sign-in).
  response: z.string().max(PASSKEY_RESPONSE_MAX_LENGTH).catch(""),
  redirectTo: z.string().optional(),
});

const base64url = z.string().regex(/^[A-Za-z0-9_-]+$/);

/** What every WebAuthn answer has (`PublicKeyCredentialJSON` of @simplewebauthn); the library checks the rest. */
const credentialJson = {
  id: base64url,
  rawId: base64url,
  type: z.literal("public-key"),
  clientExtensionResults: z.record(z.string(), z.unknown()),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional(),
};

/** The answer of `navigator.credentials.create()` as JSON. */
export const registrationResponseJson = z.object({
  ...credentialJson,
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    transports: z.array(z.string().max(20)).max(10).optional(),
  }),
});

/** The answer of `navigator.credentials.get()` as JSON. */
export const authenticationResponseJson = z.object({
  ...credentialJson,
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
});
