import { requestOf } from "~/.server/route-request";
import { invalid, parseForm } from "~/.server/forms";
import { planChoices } from "~/.server/services/registration/plans";
import { registrationCharacterSchema, registrationTypeSchema } from "~/domain/validation";
import { t } from "~/i18n";
import { formatCents } from "~/i18n/currency";
import { requireStep, saveStep } from "./draft.server";
import { ChoiceStepPage } from "./step-page";
import type { Route } from "./+types/character";
import styles from "./register.module.css";
import { withErrorPages } from "~/.server/service-errors";

export const loader = withErrorPages(async function loader({ request, context }: Route.LoaderArgs) {
  const draft = await requireStep(context, "character", request);
  const type = registrationTypeSchema.safeParse(draft.type);
  const { db, runtime } = requestOf({ context });
  const choices = await planChoices(db, type.data?.funeralType, {
    couponCode: draft.params?.couponCode,
    now: runtime.clock.now(),
  });
  return {
    ...choices,
    current: typeof draft.character?.funeralPlan === "string" ? draft.character.funeralPlan : undefined,
  };
});

export const action = withErrorPages(async function action({ request, context }: Route.ActionArgs) {
  const draft = await requireStep(context, "character", request);
  const { submission } = await parseForm(request, registrationCharacterSchema);
  if (submission.status !== "success") return invalid(submission);
  return saveStep(context, draft, "character", submission.value);
});

export default function CharacterStep({ loaderData, actionData }: Route.ComponentProps) {
  const options = loaderData.plans.map((plan) => ({
    value: plan.id,
    label: plan.name,
    description: plan.description,
    meta:
      plan.fromCents === null ? undefined : (
        <span data-testid={`plan-from-${plan.id}`}>
          {t("register.character.from", { price: formatCents(plan.fromCents) })}
        </span>
      ),
  }));
  return (
    <ChoiceStepPage
      step="character"
      name="funeralPlan"
      options={options}
      current={loaderData.current}
      lastResult={actionData}
      note={
        <p className={styles.note} data-testid="plan-from-note">
          {t("register.character.fromNote")}
          {loaderData.offerCouponPercent > 0
            ? ` ${t("register.character.fromCoupon", { percent: loaderData.offerCouponPercent })}`
            : null}
        </p>
      }
    />
  );
}
