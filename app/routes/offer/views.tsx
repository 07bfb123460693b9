/** Small pieces the offer pages share. */
import type { ReactNode } from "react";
import { ChangeForm } from "~/components/ReadOnly";
import { href } from "react-router";
import { Button, ButtonGroup, ButtonLink, type ButtonProps } from "~/components/Button";
import { t } from "~/i18n";
import type { ButtonVariant } from "~/components/Button";
import { formatCents } from "~/i18n/currency";
import styles from "./offer.module.css";

/** A one-button POST form with the intent, an id and the provision version (decision 0008). */
export function ActionButton({
  intent,
  id,
  version,
  action,
  fields = {},
  variant = "secondary",
  children,
}: {
  intent: string;
  id?: string;
  version: number;
  action?: string;
  /** Further hidden fields. */
  fields?: Record<string, string>;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <ChangeForm action={action} className={styles.inlineForm}>
      <input type="hidden" name="version" value={version} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" name="intent" value={intent} variant={variant}>
        {children}
      </Button>
    </ChangeForm>
  );
}

export function Price({ cents }: { cents: number }) {
  return <span className={styles.linePrice}>{formatCents(cents)}</span>;
}

/** A form's submit button and "Abbrechen" back to the offer summary (the package pages). */
export function SubmitOrCancel({
  children,
  iconEnd,
}: Pick<ButtonProps, "iconEnd"> & { children: ReactNode }) {
  return (
    <ButtonGroup>
      <Button type="submit" iconEnd={iconEnd}>
        {children}
      </Button>
      <ButtonLink to={href("/overview/offer")} variant="secondary">
        {t("offer.cancel")}
      </ButtonLink>
    </ButtonGroup>
  );
}
