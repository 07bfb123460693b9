import type { ReactNode, Ref } from "react";
import { Form, type FormProps } from "react-router";
import { BackLink } from "./BackLink";
import { ButtonGroup } from "./Button";
import { ErrorSummary, errorTitle, errorsFromForm, type ErrorSummaryProps } from "./ErrorSummary";
import { PageHeading } from "./PageHeading";
import { Stepper } from "./Stepper";
import { t } from "~/i18n";
import styles from "./WizardPage.module.css";

/** How the footer's buttons stand (each wizard keeps the look it had). */
type WizardFooterLook =
  /** A row with room between the buttons (`ButtonGroup`). */
  | "group"
  /** A block with room above it. */
  | "spaced"
  /** Primary right, the others left (the row is reversed on screen; the markup keeps the primary first). */
  | "split"
  /** No container: the buttons stand where the content ends. */
  | "plain";

export interface WizardPageProps {
  /** The page's `<h1>`, also the document title ("Fehler: " first when `hasErrors`). */
  title: string;
  /** The wizard's name, shown above the heading. */
  kicker: ReactNode;
  /** Introductory text under the heading. */
  lead?: ReactNode;
  /** "Schritt n von m" (with the name of step n when `names` is given); none without it. */
  step?: { current: number; total: number; names?: readonly string[] } | null;
  /** The counter above the heading (default) or under it. */
  counterPlacement?: "above" | "below";
  /** "← Zurück" above everything; `reloadDocument` for a page that must load as a whole document. */
  back?: { to: string; label: string; reloadDocument?: boolean } | null;
  /** The page shows errors: the document title starts with "Fehler: ". Defaults to the summary having any. */
  hasErrors?: boolean;
  /** Between the heading and the form: notices that are not part of the answer (trial, a warning). */
  notice?: ReactNode;
  /**
   * The step's form: with it, the error summary, the content and the footer are rendered inside one
   * `<Form method="post">` with these props (spread `form.props` of `useReplyForm`, or Conform's).
   */
  form?: Omit<FormProps, "children" | "method"> & { ref?: Ref<HTMLFormElement> };
  /** The error summary, first in the form (or after the heading without `form`); focus as `ErrorSummary`. */
  summary?: ErrorSummaryProps;
  children?: ReactNode;
  /** The step's buttons, primary first (Enter in a field submits the first submit button). */
  footer?: ReactNode;
  footerLook?: WizardFooterLook;
  /** After the form: a second form, help, links that do not submit it. */
  after?: ReactNode;
}

function summaryHasErrors(summary: ErrorSummaryProps | undefined): boolean {
  if (!summary) return false;
  return (summary.errors ?? (summary.form ? errorsFromForm(summary.form) : [])).length > 0;
}

function Footer({ look, children }: { look: WizardFooterLook; children: ReactNode }) {
  if (look === "plain") return children;
  if (look === "group") return <ButtonGroup>{children}</ButtonGroup>;
  return <div className={styles[look]}>{children}</div>;
}

/**
 * The page of every wizard step: back link, step counter, heading, notices, then the step's form with the
 * error summary first and the footer (primary button first) last. Works without JavaScript: the form posts
 * to the step's action, which redirects to the next step or answers with the errors the summary lists.
 */
export function WizardPage({
  title,
  kicker,
  lead,
  step,
  counterPlacement = "above",
  back,
  hasErrors,
  notice,
  form,
  summary,
  children,
  footer,
  footerLook = "group",
  after,
}: WizardPageProps) {
  const counter = step ? <Stepper current={step.current} total={step.total} steps={step.names} /> : null;
  const body = (
    <>
      {summary ? <ErrorSummary {...summary} /> : null}
      {children}
      {footer ? <Footer look={footerLook}>{footer}</Footer> : null}
    </>
  );
  return (
    <>
      <title>{errorTitle(t("shell.title", { page: title }), hasErrors ?? summaryHasErrors(summary))}</title>
      {back ? (
        <BackLink to={back.to} reloadDocument={back.reloadDocument}>
          {back.label}
        </BackLink>
      ) : null}
      {counterPlacement === "above" ? counter : null}
      <PageHeading kicker={kicker} lead={lead}>
        {title}
      </PageHeading>
      {counterPlacement === "below" ? counter : null}
      {notice}
      {form ? (
        <Form method="post" {...form}>
          {body}
        </Form>
      ) : (
        body
      )}
      {after}
    </>
  );
}
