import { t } from "~/i18n";

/**
 * A field people never see or fill, but form-filling bots do. Hidden from sight, from the tab order
 * and from screen readers (the wrapper is aria-hidden); the server refuses a form where it is filled.
 */
export function Honeypot({ name = "website" }: { name?: string }) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={`hp-${name}`}>{t("auth.honeypot")}</label>
      <input id={`hp-${name}`} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
