import { ChangeForm } from "~/components/ReadOnly";
import { Banner } from "~/components/Banner";
import { Button, ButtonGroup } from "~/components/Button";
import type { InsuranceStatus } from "~/domain/finance/insurance-status";
import type { Cents } from "~/domain/money";
import { formatCents } from "~/i18n/currency";
import { formatViewDate } from "~/i18n/format";
import { t } from "~/i18n";

export interface ApplicationStatusProps {
  status: InsuranceStatus;
  sumCents: Cents;
  appliedAt: string | null;
  concludedAt: string | null;
  /** The example calculation (embedded insurer): the application reaches no insurer. */
  example: boolean;
  hotline: { number: string; hours: string };
  /** Where the forms post: the finance overview's action. */
  action: string;
  /** The id of the section's h2. */
  headingId: string;
}

/**
 * The burial-fund insurance's state (decision 0036): "beantragt — noch nicht abgeschlossen" with what to do
 * next and a form to record the concluded contract, or "abgeschlossen" with a way to take that back.
 * Plain forms: works without JavaScript.
 */
export function ApplicationStatus(props: ApplicationStatusProps) {
  if (props.status === "none") return null;
  const sum = formatCents(props.sumCents);
  return (
    <section aria-labelledby={props.headingId} data-testid="insurance-status">
      <h2 id={props.headingId}>{t("finance.application.title")}</h2>
      {props.status === "applied" ? (
        <>
          <Banner variant="warning" title={t("finance.application.applied")}>
            <p>
              {t("finance.application.appliedText", { sum, date: formatViewDate(props.appliedAt ?? "") })}
            </p>
          </Banner>
          <h3>{t("finance.application.next")}</h3>
          <ol>
            <li>{t("finance.application.next.sign")}</li>
            <li>
              {props.example ? t("finance.application.next.example") : t("finance.application.next.send")}
            </li>
            <li>{t("finance.application.next.confirm")}</li>
          </ol>
          <p>{t("finance.application.call", props.hotline)}</p>
          <ChangeForm action={props.action}>
            <input type="hidden" name="intent" value="concluded" />
            <p>{t("finance.application.concludedQuestion")}</p>
            <ButtonGroup>
              <Button type="submit" icon="check">
                {t("finance.application.confirm")}
              </Button>
            </ButtonGroup>
          </ChangeForm>
        </>
      ) : (
        <>
          <Banner variant="success" title={t("finance.application.concluded")}>
            <p>
              {t("finance.application.concludedText", {
                sum,
                date: formatViewDate(props.concludedAt ?? ""),
              })}
            </p>
          </Banner>
          <ChangeForm action={props.action}>
            <input type="hidden" name="intent" value="reopen" />
            <ButtonGroup>
              <Button type="submit" variant="secondary">
                {t("finance.application.reopen")}
              </Button>
            </ButtonGroup>
          </ChangeForm>
        </>
      )}
    </section>
  );
}
