/**
 * "Mit Passkey anmelden" on the sign-in page (decision 0094). The section is in the server's page, its button only
 * once JavaScript runs in a browser that knows passkeys: without JavaScript the section says that it needs it (no
 * button that cannot work), and the button's place is kept, so nothing below moves when it appears. The password
 * form stays.
 */
import { useState } from "react";
import { href } from "react-router";
import { Button } from "~/components/Button";
import { useHydrated } from "~/components/useHydrated";
import { browserSupportsPasskeys, postStep, promptFailure, webAuthn } from "~/passkey-client";
import type { PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { t } from "~/i18n";
import styles from "./login.module.css";

export function PasskeySignIn({ redirectTo }: { redirectTo: string }) {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState("");

  async function signIn() {
    setBusy(true);
    setMessage("");
    try {
      const { startAuthentication } = await webAuthn();
      const options = await postStep<PublicKeyCredentialRequestOptionsJSON>(
        href("/login/passkey/options"),
        {},
      );
      if (!options.ok) return setMessage(options.message);
      let answer;
      try {
        answer = await startAuthentication({ optionsJSON: options.body });
      } catch (error) {
        return setMessage(promptFailure(error, "signIn"));
      }
      const signedIn = await postStep<{ redirectTo: string }>(href("/login/passkey"), {
        response: JSON.stringify(answer),
        redirectTo,
      });
      if (!signedIn.ok) return setMessage(signedIn.message);
      // A whole new page: the shell (header, menu) is rendered for the signed-in customer.
      window.location.assign(signedIn.body.redirectTo);
    } catch {
      setMessage(t("auth.passkey.failed"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.passkey} aria-labelledby="login-passkey">
      <h2 id="login-passkey">{t("auth.passkey.title")}</h2>
      <p>{t("auth.passkey.text")}</p>
      <div role="alert" className={styles.passkeyMessage}>
        {message}
      </div>
      <div className={styles.passkeySlot}>
        {!hydrated ? (
          // As markup: React renders no children of a <noscript>. The text is the catalogue's, no input.
          <noscript dangerouslySetInnerHTML={{ __html: `<p>${t("auth.passkey.needsScript")}</p>` }} />
        ) : browserSupportsPasskeys() ? (
          <Button type="button" variant="secondary" onClick={signIn} disabled={busy}>
            {t("auth.passkey.submit")}
          </Button>
        ) : (
          <p>{t("auth.passkey.unsupported")}</p>
        )}
      </div>
    </section>
  );
}
