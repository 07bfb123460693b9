import { t } from "~/i18n";

/**
 * A field people never see or fill, but form-filling bots do. The wrapper carries the `hidden`
 * attribute, which every browser honours, text browsers and screen readers included; the input is
 * still posted (hidden is not disabled), and the server refuses a form where it is filled.
 */
export function Honeypot({ name = "website" }: { name?: string }) {
  return (
    <div hidden>
      <label htmlFor={`hp-${name}`}>{t("auth.honeypot")}</label>
      <input id={`hp-${name}`} type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
