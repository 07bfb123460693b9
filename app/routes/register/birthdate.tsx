import { BirthDateField } from "~/components/FieldPresets";
import { WizardPage } from "~/components/WizardPage";
import { invalid, parseForm } from "~/.server/forms";
import { registrationBirthdateSchema } from "~/domain/validation";
import { t } from "~/i18n";
import { formatViewDate } from "~/i18n/format";
import { requireStep, saveStep } from "./draft.server";
import { useReplyForm } from "~/reply-form";
import { registrationPage } from "./step-page";
import type { Route } from "./+types/birthdate";
import { withErrorPages } from "~/.server/service-errors";

export const loader = withErrorPages(async function loader({ request, context }: Route.LoaderArgs) {
  const draft = await requireStep(context, "birthdate", request);
  const stored = draft.birthdate?.provisionBirth;
  return { current: typeof stored === "string" ? formatViewDate(stored) : undefined };
});

export const action = withErrorPages(async function action({ request, context }: Route.ActionArgs) {
  const draft = await requireStep(context, "birthdate", request);
  const { submission } = await parseForm(request, registrationBirthdateSchema);
  if (submission.status !== "success") return invalid(submission);
  return saveStep(context, draft, "birthdate", submission.value);
});

export default function BirthdateStep({ loaderData, actionData }: Route.ComponentProps) {
  const form = useReplyForm(actionData, {
    provisionBirth: loaderData.current,
  });
  return (
    <WizardPage
      {...registrationPage("birthdate")}
      title={t("register.birthdate.title")}
      lead={<p>{t("register.birthdate.lead")}</p>}
      hasErrors={Boolean(actionData)}
      form={form.props}
      summary={{ form, focusKey: actionData }}
    >
      <BirthDateField field={form.field("provisionBirth")} label={t("register.birthdate.label")} required />
    </WizardPage>
  );
}
