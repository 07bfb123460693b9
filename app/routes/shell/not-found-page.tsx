import { href } from "react-router";
import { ButtonLink } from "~/components/Button";
import { PageHeading } from "~/components/PageHeading";
import { t } from "~/i18n";

export function NotFoundPage() {
  return (
    <>
      <PageHeading lead={<p>{t("shell.notFound.text")}</p>}>{t("shell.notFound.title")}</PageHeading>
      <ButtonLink to={href("/")}>{t("shell.notFound.home")}</ButtonLink>
    </>
  );
}
