import type { Runtime } from "../runtime";
import { smtpTransport, startMailSender, type MailSender } from "./sender";

export * from "./outbox";
export * from "./templates";
export * from "./sender";
export * from "./mailbox";

/**
 * Starts the outbox sender of this process: SMTP when SMTP_URL is set, otherwise the developer mailbox
 * mode (mails are only shown at /dev/mailbox).
 */
export function createMailSender(runtime: Runtime): Pick<MailSender, "stop"> {
  const { config, database } = runtime;
  const transport = config.SMTP_URL ? smtpTransport(config.SMTP_URL, config.MAIL_FROM) : null;
  return startMailSender({ db: database.db, transport, from: config.MAIL_FROM, intervalMs: 1000 });
}
