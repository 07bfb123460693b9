import { useState } from "react";
import { t } from "~/i18n";
import { Button } from "./Button";
import { fieldStyles as styles } from "./Field";
import { resolveField } from "./fieldProps";
import { SECRET_FIELD_ATTRIBUTE } from "./RouteAnnouncer";
import { TextField, type TextFieldProps } from "./TextField";
import { useHydrated } from "./useHydrated";
import { VisuallyHidden } from "./VisuallyHidden";

/**
 * Text fields that say their kind once: the input type, the autocomplete token and the width a kind of
 * answer always has. Every other `TextField` prop passes through and wins (`autoComplete="off"` for someone
 * else's details, `width="m"`, `required`, a hint).
 */
type PresetProps = Omit<TextFieldProps, "type">;

/** An e-mail address: `type="email"`, `autoComplete="email"` unless given. */
export function EmailField(props: PresetProps) {
  return <TextField type="email" autoComplete="email" {...props} />;
}

/** A telephone number: `type="tel"`, `autoComplete="tel"` unless given. */
export function PhoneField(props: PresetProps) {
  return <TextField type="tel" autoComplete="tel" {...props} />;
}

/**
 * A password the person types: always required and hidden as typed; `autoComplete` says whether the browser
 * should fill in the stored one (`current-password`) or offer a new one (`new-password`). Once the page's script
 * runs, a button below it, "Passwort anzeigen", shows what was typed and hides it again (one typo on a phone
 * otherwise locks an older customer out); a status line tells a screen reader which it is. The pattern is GOV.UK's
 * password input (decision 0104): a button, not a second labelled control that a search by the label "Passwort"
 * would also find. Without JavaScript there is no button: it could do nothing.
 */
export function PasswordField(
  props: Omit<PresetProps, "required" | "autoComplete"> & {
    autoComplete: "current-password" | "new-password";
  },
) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const inputId = resolveField(props).id;
  return (
    <>
      <TextField
        {...props}
        {...{ [SECRET_FIELD_ATTRIBUTE]: "" }}
        type={shown ? "text" : "password"}
        required
        spellCheck={false}
        autoCapitalize="none"
        autoCorrect="off"
      />
      {hydrated ? (
        <div className={styles.passwordToggle}>
          <Button variant="secondary" aria-controls={inputId} onClick={() => setShown(!shown)}>
            {t(shown ? "components.password.hide" : "components.password.show")}
          </Button>
          <VisuallyHidden>
            <span aria-live="polite">
              {t(shown ? "components.password.shown" : "components.password.hidden")}
            </span>
          </VisuallyHidden>
        </div>
      ) : null}
    </>
  );
}

/** A German postcode: short, numeric keyboard, `autoComplete="postal-code"` unless given. */
export function PostalCodeField(props: PresetProps) {
  return <TextField autoComplete="postal-code" inputMode="numeric" width="s" {...props} />;
}

/** A calendar date: the browser's date picker where it has one (a TT.MM.JJJJ text field where not), medium wide. */
export function DateField(props: PresetProps) {
  return <TextField type="date" width="m" {...props} />;
}

/**
 * A birth date typed as TT.MM.JJJJ: a text field with the format as hint, because a date picker that starts
 * today is hard to use for a date decades ago; `autoComplete="bday"`.
 */
export function BirthDateField(props: PresetProps) {
  return (
    <TextField
      hint={t("components.birthDate.hint")}
      autoComplete="bday"
      spellCheck={false}
      width="s"
      {...props}
    />
  );
}
