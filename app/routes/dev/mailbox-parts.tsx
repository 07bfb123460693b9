import { LOCALE, TIME_ZONE } from "~/domain/constants";
import { t } from "~/i18n";

const dateTime = new Intl.DateTimeFormat(LOCALE, {
  dateStyle: "medium",
  timeStyle: "medium",
  timeZone: TIME_ZONE,
});

/** A point in time as German date and time (in Germany), machine-readable in `dateTime`. */
export function MailTime({ value }: { value: Date | null }) {
  if (!value) return <>–</>;
  return <time dateTime={value.toISOString()}>{dateTime.format(value)}</time>;
}

export function mailStatusText(status: string): string {
  return t("mail.dev.status", { status });
}
