import { invalid, parseForm } from "~/.server/forms";
import { registrationTypeSchema } from "~/domain/validation";
import { FUNERAL_TYPES } from "~/domain/constants";
import { t } from "~/i18n";
import { requireStep, saveStep } from "./draft.server";
import { ChoiceStepPage } from "./step-page";
import type { Route } from "./+types/type";
import { withErrorPages } from "~/.server/service-errors";

export const loader = withErrorPages(async function loader({ request, context }: Route.LoaderArgs) {
  const draft = await requireStep(context, "type", request);
  return { current: typeof draft.type?.funeralType === "string" ? draft.type.funeralType : undefined };
});

export const action = withErrorPages(async function action({ request, context }: Route.ActionArgs) {
  const draft = await requireStep(context, "type", request);
  const { submission } = await parseForm(request, registrationTypeSchema);
  if (submission.status !== "success") return invalid(submission);
  return saveStep(context, draft, "type", submission.value);
});

const OPTIONS = FUNERAL_TYPES.map((type) => ({
  value: type,
  label: t(`register.type.${type}`),
  description: t(`register.type.${type}.description`),
}));

export default function TypeStep({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ChoiceStepPage
      step="type"
      name="funeralType"
      options={OPTIONS}
      current={loaderData.current}
      lastResult={actionData}
    />
  );
}
