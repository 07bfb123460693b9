/**
 * "Passkeys" on /profile (decision 0094): the list (name, added, last used) and removal work without JavaScript
 * (removal asks for the current password in a dialog); adding one needs the browser's passkey prompt, so its form
 * appears only once JavaScript runs — before that, and without JavaScript, the section says so.
 */
import { useState, type FormEvent } from "react";
import { href, useRevalidator } from "react-router";
import type { SubmissionResult } from "@conform-to/react";
import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { Button, ButtonGroup, ButtonLink } from "~/components/Button";
import { Dialog } from "~/components/Dialog";
import { ErrorSummary } from "~/components/ErrorSummary";
import { PasswordField } from "~/components/FieldPresets";
import { ChangeForm } from "~/components/ReadOnly";
import { TextField } from "~/components/TextField";
import { useHydrated } from "~/components/useHydrated";
import { PASSKEY_NAME_MAX_LENGTH } from "~/domain/constants";
import { browserSupportsPasskeys, postStep, promptFailure, webAuthn } from "~/passkey-client";
import { useReplyForm } from "~/reply-form";
import { t } from "~/i18n";
import type { ProfileView } from "./view.server";
import styles from "./passkeys.module.css";

type FormResult = SubmissionResult<string[]> | undefined;
type Passkeys = ProfileView["passkeys"];

const REMOVE_LABELS = { currentPassword: t("profile.passkeys.password") };

export function PasskeysSection({
  passkeys,
  removing,
  actionData,
}: {
  passkeys: Passkeys;
  /** The id of the passkey whose removal dialog is open (`?dialog=remove-passkey&passkey=…`). */
  removing: string | null;
  actionData: FormResult;
}) {
  const target = passkeys.find((passkey) => passkey.id === removing) ?? null;
  return (
    <section id="passkeys" aria-labelledby="profile-passkeys">
      <h2 id="profile-passkeys">{t("profile.passkeys.title")}</h2>
      <p>{t("profile.passkeys.text")}</p>
      {passkeys.length === 0 ? (
        <p>{t("profile.passkeys.none")}</p>
      ) : (
        <ul className={styles.list} aria-label={t("profile.passkeys.listLabel")}>
          {passkeys.map((passkey) => (
            <li key={passkey.id} className={styles.item}>
              <p className={styles.name}>{passkey.name}</p>
              <p className={styles.dates}>
                {t("profile.passkeys.created", { date: passkey.createdAt })}
                <br />
                {passkey.lastUsedAt
                  ? t("profile.passkeys.lastUsed", { date: passkey.lastUsedAt })
                  : t("profile.passkeys.neverUsed")}
              </p>
              <ButtonLink
                to={`?dialog=remove-passkey&passkey=${passkey.id}`}
                variant="secondary"
                preventScrollReset
              >
                {t("profile.passkeys.remove", { name: passkey.name })}
              </ButtonLink>
            </li>
          ))}
        </ul>
      )}
      <PasskeyAdd count={passkeys.length} />
      {target ? <RemoveDialog passkey={target} actionData={actionData} /> : null}
    </section>
  );
}

function RemoveDialog({ passkey, actionData }: { passkey: Passkeys[number]; actionData: FormResult }) {
  const form = useReplyForm(actionData, {}, "remove-passkey");
  const here = `${href("/profile")}?dialog=remove-passkey&passkey=${passkey.id}`;
  return (
    <Dialog
      open
      title={t("profile.passkeys.removeTitle")}
      closeHref={`${href("/profile")}#passkeys`}
      closeLabel={t("profile.passkeys.cancel")}
      actions={
        <ChangeForm action={here} {...form.props}>
          <ErrorSummary form={form} focusKey={actionData} labels={REMOVE_LABELS} />
          <input type="hidden" name="intent" value="removePasskey" />
          <input type="hidden" name="passkeyId" value={passkey.id} />
          <PasswordField
            field={form.field("currentPassword")}
            width="m"
            label={REMOVE_LABELS.currentPassword}
            hint={t("profile.passkeys.passwordHint")}
            autoComplete="current-password"
          />
          <ButtonGroup>
            <Button type="submit">{t("profile.passkeys.removeConfirm")}</Button>
            <ButtonLink to={`${href("/profile")}#passkeys`} variant="secondary">
              {t("profile.passkeys.cancel")}
            </ButtonLink>
          </ButtonGroup>
        </ChangeForm>
      }
    >
      <p>{t("profile.passkeys.removeText", { name: passkey.name })}</p>
    </Dialog>
  );
}

type Problem = { message: string; fields: Record<string, string[]> };
const NO_PROBLEM: Problem = { message: "", fields: {} };

/** "Passkey hinzufügen": name, current password, then the browser's prompt. Drawn once JavaScript runs. */
function PasskeyAdd({ count }: { count: number }) {
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(NO_PROBLEM);
  if (!hydrated) return <p className={styles.note}>{t("profile.passkeys.needsScript")}</p>;
  if (!browserSupportsPasskeys()) return <p className={styles.note}>{t("profile.passkeys.unsupported")}</p>;

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const name = String(data.get("name") ?? "");
    const currentPassword = String(data.get("currentPassword") ?? "");
    setBusy(true);
    setProblem(NO_PROBLEM);
    try {
      const { startRegistration } = await webAuthn();
      const options = await postStep<PublicKeyCredentialCreationOptionsJSON>(
        href("/profile/passkeys/options"),
        { name, currentPassword },
      );
      if (!options.ok) return setProblem({ message: options.message, fields: options.fields ?? {} });
      let answer;
      try {
        answer = await startRegistration({ optionsJSON: options.body });
      } catch (error) {
        return setProblem({ message: promptFailure(error, "register"), fields: {} });
      }
      const added = await postStep<{ added: true }>(href("/profile/passkeys"), {
        name,
        response: JSON.stringify(answer),
      });
      if (!added.ok) return setProblem({ message: added.message, fields: added.fields ?? {} });
      form.reset();
      // The list and the toast come with the profile's data.
      await revalidator.revalidate();
    } catch {
      setProblem({ message: t("auth.passkey.failed"), fields: {} });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.add} onSubmit={add} noValidate aria-labelledby="profile-passkeys-add">
      <h3 id="profile-passkeys-add">
        {count === 0 ? t("profile.passkeys.addFirstTitle") : t("profile.passkeys.addTitle")}
      </h3>
      <div role="alert" className={styles.message}>
        {problem.message}
      </div>
      <TextField
        name="name"
        label={t("profile.passkeys.name")}
        hint={t("profile.passkeys.nameHint")}
        width="m"
        maxLength={PASSKEY_NAME_MAX_LENGTH}
        errors={problem.fields.name}
      />
      <PasswordField
        name="currentPassword"
        label={t("profile.passkeys.password")}
        hint={t("profile.passkeys.addPasswordHint")}
        width="m"
        autoComplete="current-password"
        errors={problem.fields.currentPassword}
      />
      <Button type="submit" variant="secondary" disabled={busy}>
        {t("profile.passkeys.add")}
      </Button>
    </form>
  );
}
