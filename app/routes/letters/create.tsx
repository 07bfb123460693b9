import { getFormProps } from "@conform-to/react";
import { redirect, href } from "react-router";
import { Button } from "~/components/Button";
import { useStepEmptiness } from "~/components/useStepEmptiness";
import { WizardPage } from "~/components/WizardPage";
import { invalid } from "~/.server/forms";
import { badRequest, readIntent } from "~/.server/intent";
import { serviceErrorIn, withErrorPages } from "~/.server/service-errors";
import { letterListPage, updateLetter } from "~/.server/services/letters";
import { readVersion } from "~/.server/services/provisions";
import { unprintableInLetter } from "~/.server/pdf";
import { redirectWithToast } from "~/.server/toast";
import {
  LETTER_PRICE,
  LETTERS_CREATE_PATH,
  LETTERS_LIST_PATH,
  letterPageHref,
  lettersWizard,
  stepAfter,
  stepAt,
  type LetterPart,
  type LetterStepId,
} from "~/domain/letters";
import { t } from "~/i18n";
import { formatCents } from "~/i18n/currency";
import { pageDescription } from "~/meta";
import { LetterEditor } from "./editor";
import {
  PART_LABELS,
  RecipientFields,
  ShippingDateFields,
  ignoredInEmptiness,
  usePartForm,
  type Fields,
  type LetterStyleValue,
} from "./forms";
import { letterView, partValues, readPart, requireSessionLetter } from "./letters.server";
import { LetterSummary, unprintableMessage } from "./summary";
import styles from "./letters.module.css";
import { letterFontLinks } from "./fonts";
import type { Route } from "./+types/create";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/letters"));

/** The creation stepper: the letter comes from the session, the step from `letters.create_step`. */
export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { letter, provision } = await requireSessionLetter({ request, context });
  const step = stepAt(letter.createStep);
  const values = step === "confirmation" ? {} : partValues(letter, step);
  return {
    step,
    number: lettersWizard.stepNumber(step),
    total: lettersWizard.total,
    version: provision.version,
    values,
    letter: letterView(letter),
    price: LETTER_PRICE,
  };
});

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { letter, actor, db, ip, session, now } = await requireSessionLetter({ request, context });
  const { intent, form } = await readIntent(request, ["next", "back", "finish"] as const);
  const step = form.get("step");
  if (!lettersWizard.isStep(step)) return badRequest();
  if (intent === "finish") {
    // Back to the list page that shows this letter (a new letter stands last, on the last page).
    const page = await letterListPage(db, letter);
    return redirectWithToast(page === 1 ? LETTERS_LIST_PATH : letterPageHref(page), session, {
      kind: "success",
      message: t("letters.toast.finished"),
    });
  }
  const part =
    intent === "next" && step !== "confirmation"
      ? readPart(step, form, letter, { skipWhenEmpty: true, now })
      : null;
  if (part?.kind === "invalid") return invalid(part.submission);
  const createStep = stepAfter(step, intent === "next" ? "next" : "back");
  const change = { ...part?.change, ...(createStep !== letter.createStep && { createStep }) };
  if (Object.keys(change).length > 0) {
    try {
      await updateLetter(
        db,
        actor,
        { letterId: letter.id, change },
        { expectedVersion: readVersion(form), ip },
      );
    } catch (error) {
      if (!part) throw error;
      return invalid(part.submission, serviceErrorIn(error, ["staleVersion"]));
    }
  }
  // Saved; the next step says at once what of the text the PDF cannot print (the summary says it again).
  const unprintable = part?.change.content ? unprintableInLetter(part.change.content) : [];
  if (unprintable.length > 0) {
    return redirectWithToast(LETTERS_CREATE_PATH, session, {
      kind: "info",
      message: unprintableMessage(unprintable),
    });
  }
  return redirect(LETTERS_CREATE_PATH);
});

export const links = letterFontLinks;
export const meta = () => pageDescription("letters.intro.description");

function PartFields({ part, fields, style }: { part: LetterPart; fields: Fields; style: LetterStyleValue }) {
  if (part === "content") return <LetterEditor fields={fields} initialStyle={style} />;
  if (part === "recipient") return <RecipientFields fields={fields} />;
  return <ShippingDateFields fields={fields} />;
}

/**
 * Next (or finish) comes first in the markup, so Enter in a field submits it, not "Zurück"; the footer's
 * "split" look reverses the row on screen so that Back stands on the left.
 */
function StepButtons({ step, empty }: { step: LetterStepId; empty: boolean }) {
  const last = lettersWizard.isLast(step);
  return (
    <>
      <Button type="submit" name="intent" value={last ? "finish" : "next"}>
        {last ? t("letters.button.finish") : empty ? t("letters.button.skip") : t("letters.button.next")}
      </Button>
      {lettersWizard.isFirst(step) ? null : (
        <Button type="submit" name="intent" value="back" variant="secondary" formNoValidate>
          {t("letters.button.back")}
        </Button>
      )}
    </>
  );
}

export default function CreateLetter({ loaderData, actionData }: Route.ComponentProps) {
  // A new step (or another letter) starts with fresh form state. Not a new provision version: a revalidation
  // that brings one (any change to the provision, from anywhere) would remount the form and drop what the
  // customer is typing; the hidden version field still carries it to the server's conflict check.
  return (
    <StepPage
      key={`${loaderData.letter.id}-${loaderData.step}`}
      loaderData={loaderData}
      actionData={actionData}
    />
  );
}

function StepPage({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { step, number, total, version, values, letter, price } = loaderData;
  const [form, fields] = usePartForm(actionData, values);
  const part = step === "confirmation" ? null : step;
  const { empty, onChange, formRef } = useStepEmptiness(ignoredInEmptiness(part ?? "content"));
  const title = t(`letters.step.${step}`);
  return (
    <WizardPage
      title={title}
      kicker={t("letters.create.title")}
      lead={<p>{t(`letters.step.${step}.lead`)}</p>}
      hasErrors={form.status === "error"}
      step={{ current: number, total, names: lettersWizard.ids.map((id) => t(`letters.step.${id}`)) }}
      counterPlacement="below"
      form={{ ...getFormProps(form), ref: formRef, onChange: part ? onChange : undefined }}
      summary={part ? { form, focusKey: actionData, labels: PART_LABELS[part] } : undefined}
      footer={<StepButtons step={step} empty={part ? empty : false} />}
      footerLook="split"
    >
      <input type="hidden" name="step" value={step} />
      <input type="hidden" name="version" value={version} />
      {part ? (
        <PartFields part={part} fields={fields as Fields} style={letter.style} />
      ) : (
        <>
          <LetterSummary letter={letter} />
          <div className={styles.confirmPrice} data-testid="letter-price">
            <p>
              {t("letters.confirm.priceLabel")}:{" "}
              <strong className={styles.price}>{formatCents(price)}</strong> {t("letters.confirm.priceNote")}
            </p>
            <p>{t("letters.price.when")}</p>
          </div>
        </>
      )}
    </WizardPage>
  );
}
