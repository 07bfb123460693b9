import { t } from "~/i18n";

/**
 * A field people never see or fill, but form-filling bots do. The wrapper carries the `hidden`
 * attribute, which browsers and screen readers honour; the input is still posted (hidden is not
 * disabled), and the server refuses a form where it is filled. w3m ignores `hidden` (and all CSS),
 * so the field has no visible label text to read out there: its name is an aria-label only, and it
 * shows as the smallest possible box.
 */
export function Honeypot({ name = "website" }: { name?: string }) {
  return (
    <div hidden>
      <input
        id={`hp-${name}`}
        type="text"
        name={name}
        size={1}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
        aria-label={t("auth.honeypot")}
      />
    </div>
  );
}
