import { ButtonLink } from "~/components/Button";
import { Banner, type Tone } from "~/components/Banner";
import { PageHeading } from "~/components/PageHeading";
import { t } from "~/i18n";

export interface NoticePageProps {
  title: string;
  tone: Tone;
  message: string;
  action?: { to: string; label: string };
}

/** A one-message screen of the account pages: "mail sent", "link invalid", "password changed" … */
export function NoticePage({ title, tone, message, action }: NoticePageProps) {
  return (
    <>
      <title>{t("shell.title", { page: title })}</title>
      <PageHeading>{title}</PageHeading>
      <Banner variant={tone}>{message}</Banner>
      {action ? <ButtonLink to={action.to}>{action.label}</ButtonLink> : null}
    </>
  );
}
