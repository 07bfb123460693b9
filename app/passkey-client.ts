/**
 * The browser's side of the passkey ceremonies (decision 0094), shared by the sign-in page and the profile. The
 * WebAuthn library (`@simplewebauthn/browser`) is imported when a button is used, never with the page.
 */
import { t } from "~/i18n";

/** A step's answer: the server's JSON body, or its German message (and the fields' messages). */
export type StepAnswer<T> =
  { ok: true; body: T } | { ok: false; message: string; fields?: Record<string, string[]> | undefined };

interface Refusal {
  message?: string;
  fields?: Record<string, string[]>;
}

/** Posts `fields` as a form (what the server's edge accepts) to a ceremony endpoint and reads its JSON. */
export async function postStep<T>(url: string, fields: Record<string, string>): Promise<StepAnswer<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      body: new URLSearchParams(fields),
      credentials: "same-origin",
      headers: { Accept: "application/json" },
    });
  } catch {
    return { ok: false, message: t("auth.passkey.offline") };
  }
  const body = (await response.json().catch(() => null)) as unknown;
  if (response.ok && body !== null) return { ok: true, body: body as T };
  const refusal = (body ?? {}) as Refusal;
  return { ok: false, message: refusal.message ?? t("auth.passkey.failed"), fields: refusal.fields };
}

/** The German message for what the browser's passkey prompt threw (cancelled, already on this device, …). */
export function promptFailure(error: unknown, ceremony: "signIn" | "register"): string {
  const name = error instanceof Error ? error.name : "";
  if (name === "NotAllowedError" || name === "AbortError") return t("auth.passkey.cancelled");
  if (name === "InvalidStateError" && ceremony === "register") return t("profile.passkeys.onDevice");
  return t("auth.passkey.failed");
}

/** Whether this browser can use passkeys at all (read after hydration only). */
export function browserSupportsPasskeys(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

/** The WebAuthn library, loaded on first use. */
export const webAuthn = () => import("@simplewebauthn/browser");
