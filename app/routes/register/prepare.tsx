import { useEffect, type CSSProperties } from "react";
import { Link, redirect, useNavigate, href } from "react-router";
import { Banner } from "~/components/Banner";
import { ButtonLink } from "~/components/Button";
import { errorTitle } from "~/components/ErrorSummary";
import { PageHeading } from "~/components/PageHeading";
import { REGISTRATION_ANIMATION } from "~/domain/registration/constants";
import { requestOf } from "~/.server/route-request";
import { registrationStepPath } from "~/domain/registration/steps";
import { t } from "~/i18n";
import { readDraft } from "./draft.server";
import styles from "./register.module.css";
import type { Route } from "./+types/prepare";
import { withErrorPages } from "~/.server/service-errors";

const TARGET = href("/overview");

/**
 * The processing screen after the wizard: the account exists and the customer is
 * signed in; an animation (1500 ms after 700 ms) leads to the overview. Without JavaScript the link leads on: a
 * timed refresh would move the page before a slow reader is done (WCAG 2.2.1). After an unexpected failure of
 * the final submit it shows the general message and a retry.
 */
export const loader = withErrorPages(async function loader({ context }: Route.LoaderArgs) {
  if ((await readDraft(context)).failed) return { failed: true };
  if (requestOf({ context }).actor) return { failed: false };
  throw redirect(registrationStepPath("type"));
});

export default function Prepare({ loaderData }: Route.ComponentProps) {
  return loaderData.failed ? <Failed /> : <Preparing />;
}

function Failed() {
  return (
    <>
      <title>{errorTitle(t("shell.title", { page: t("register.prepare.failedTitle") }), true)}</title>
      <PageHeading>{t("register.prepare.failedTitle")}</PageHeading>
      <Banner variant="error">
        <p>{t("error.general")}</p>
      </Banner>
      {/* The password is never stored, so trying again means sending the last step once more. */}
      <ButtonLink to={registrationStepPath("data")}>{t("register.prepare.retry")}</ButtonLink>
    </>
  );
}

function Preparing() {
  const navigate = useNavigate();
  const { delayMs, durationMs } = REGISTRATION_ANIMATION;
  useEffect(() => {
    const timer = setTimeout(() => void navigate(TARGET, { replace: true }), delayMs + durationMs);
    return () => clearTimeout(timer);
  }, [navigate, delayMs, durationMs]);
  const timing = {
    "--prepare-delay": `${delayMs}ms`,
    "--prepare-duration": `${durationMs}ms`,
  } as CSSProperties;

  return (
    <div className={styles.prepare}>
      <title>{t("shell.title", { page: t("register.prepare.title") })}</title>
      <PageHeading lead={<p role="status">{t("register.prepare.text")}</p>}>
        {t("register.prepare.title")}
      </PageHeading>
      <div className={styles.progress} aria-hidden="true">
        <div className={`${styles.progressBar} ${styles.animated}`} style={timing} />
      </div>
      <p>
        <Link to={TARGET} replace>
          {t("register.prepare.continue")}
        </Link>
      </p>
    </div>
  );
}
