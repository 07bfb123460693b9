import { href } from "react-router";
import { Button } from "~/components/Button";
import { useStepEmptiness } from "~/components/useStepEmptiness";
import { WizardPage } from "~/components/WizardPage";
import { invalid, parseFields } from "~/.server/forms";
import { readIntent } from "~/.server/intent";
import { withErrorPages } from "~/.server/service-errors";
import { createWishes } from "~/.server/services/wishes";
import { redirectWithToast } from "~/.server/toast";
import { wishAnswerSchema, type WishAnswerInput } from "~/domain/validation/wishes";
import { WISH_OF_STEP, wishesWizard } from "~/domain/wishes/funnel";
import { isEmptyStepForm } from "~/domain/wizard";
import type { WishKind } from "~/domain/wishes";
import { t } from "~/i18n";
import { useReplyForm } from "~/reply-form";
import { backPath, funnelStep, stepNumber } from "./funnel.server";
import type { Route } from "./+types/create.$step";
import { notFound } from "~/.server/intent";
import { funnelPage, WishFields } from "./ui";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/wishes"));

type WishStep = keyof typeof WISH_OF_STEP;
const isWishStep = (value: string | undefined): value is WishStep =>
  value === "music" || value === "quote" || value === "notification";

function stepOf(params: { step?: string }): WishStep {
  if (!isWishStep(params.step)) notFound();
  return params.step;
}

const answerOf = (draft: Record<string, unknown>, step: WishStep) =>
  wishAnswerSchema.safeParse(draft[step]).data;

/**
 * Funnel steps 2–4 (music, quote, notification): one question each. One button: "Überspringen" while the step is
 * empty (nothing stored for it), "Weiter" as soon as anything is typed or ticked (validated and kept).
 */
export const loader = withErrorPages(async ({ request, context, params }: Route.LoaderArgs) => {
  const step = stepOf(params);
  const { draft } = await funnelStep(context, request, step);
  const answer = answerOf(draft, step);
  return {
    step,
    kind: WISH_OF_STEP[step],
    last: wishesWizard.isLast(step),
    prefill: { text: answer?.text, leftToSurvivors: answer?.leftToSurvivors ? "on" : undefined },
    back: backPath(step),
    ...stepNumber(step),
  };
});

export const action = withErrorPages(async ({ request, context, params }: Route.ActionArgs) => {
  const step = stepOf(params);
  const funnel = await funnelStep(context, request, step);
  // "skip" is what pages rendered before this rule posted; it is no licence to drop what was typed.
  const { form } = await readIntent(request, ["next", "skip"] as const);
  const submission = parseFields(form, wishAnswerSchema);
  const skipped = isEmptyStepForm(form);
  if (!skipped && submission.status !== "success") return invalid(submission);
  const answer: WishAnswerInput =
    skipped || submission.status !== "success"
      ? { text: undefined, leftToSurvivors: false }
      : submission.value;
  if (!wishesWizard.isLast(step)) return funnel.wizard.saveStep(step, answer, { ctx: funnel.ctx });

  // The last step stores the whole funnel on the provision at once, then the draft goes.
  const answers: Partial<Record<WishKind, WishAnswerInput>> = {};
  for (const id of ["music", "quote"] as const) {
    const stored = answerOf(funnel.draft, id);
    if (stored) answers[WISH_OF_STEP[id]] = stored;
  }
  answers[WISH_OF_STEP[step]] = answer;
  await createWishes(funnel.db, funnel.actor, answers, { ip: funnel.ip });
  await funnel.wizard.clear();
  return redirectWithToast(href("/overview/wishes"), funnel.session, {
    kind: "success",
    message: t("wishes.saved"),
  });
});

export default function WishStepPage({ loaderData, actionData }: Route.ComponentProps) {
  // A new form per step: client-side navigation from one step to the next keeps this component mounted.
  return <StepBody key={loaderData.step} loaderData={loaderData} actionData={actionData} />;
}

function StepBody({ loaderData, actionData }: Pick<Route.ComponentProps, "loaderData" | "actionData">) {
  const { kind, last, prefill, back, current, total } = loaderData;
  const form = useReplyForm(actionData, prefill);
  const { empty, onChange, formRef } = useStepEmptiness();
  return (
    <WizardPage
      {...funnelPage({ back, current, total })}
      title={t(`wishes.card.${kind}`)}
      hasErrors={Boolean(actionData)}
      form={{ ...form.props, ref: formRef, onChange }}
      summary={{
        form,
        focusKey: actionData,
        labels: { text: t(`wishes.question.${kind}`), leftToSurvivors: t("wishes.field.leftToSurvivors") },
      }}
      footer={
        <Button type="submit" name="intent" value="next" iconEnd="arrow-right">
          {last ? t("wishes.finish") : empty ? t("wishes.skip") : t("wishes.next")}
        </Button>
      }
    >
      <WishFields kind={kind} text={form.field("text")} leftToSurvivors={form.field("leftToSurvivors")} />
    </WizardPage>
  );
}
