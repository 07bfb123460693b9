import { Checkbox } from "~/components/Checkbox";
import { Button } from "~/components/Button";
import { WizardPage } from "~/components/WizardPage";
import { invalid, parseForm } from "~/.server/forms";
import { withErrorPages } from "~/.server/service-errors";
import { giveWishesConsent } from "~/.server/services/wishes";
import { wishesConsentSchema } from "~/domain/validation/wishes";
import { ESTIMATED_MINUTES } from "~/domain/constants";
import { t } from "~/i18n";
import { useReplyForm } from "~/reply-form";
import { backPath, funnelStep, stepNumber } from "./funnel.server";
import { ConsentExplanation, funnelPage } from "./ui";
import type { Route } from "./+types/create.intro";
import { href } from "react-router";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/wishes"));

/** Funnel step 1: what comes, and the explicit consent (GDPR Art. 9) before any wish is stored. */
export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { ctx } = await funnelStep(context, request, "intro");
  return { consented: ctx.consented, back: backPath("intro"), ...stepNumber("intro") };
});

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const step = await funnelStep(context, request, "intro");
  if (step.ctx.consented) return step.wizard.saveStep("intro", {}, { ctx: step.ctx });
  const { submission } = await parseForm(request, wishesConsentSchema);
  if (submission.status !== "success") return invalid(submission);
  await giveWishesConsent(step.db, step.actor, { ip: step.ip, now: step.runtime.clock.now() });
  return step.wizard.saveStep("intro", {}, { ctx: { consented: true } });
});

export default function IntroStep({ loaderData, actionData }: Route.ComponentProps) {
  const { consented, back, current, total } = loaderData;
  const form = useReplyForm(actionData, {});
  return (
    <WizardPage
      {...funnelPage({ back, current, total })}
      title={t("wishes.intro.title")}
      lead={
        <>
          <p>{t("wishes.intro.lead")}</p>
          <p>{t("components.duration", { minutes: ESTIMATED_MINUTES.wishes })}</p>
        </>
      }
      hasErrors={Boolean(actionData)}
      form={form.props}
      summary={{ form, focusKey: actionData, labels: { consent: t("wishes.consent.title") } }}
      footer={
        <Button type="submit" iconEnd="arrow-right">
          {t("wishes.next")}
        </Button>
      }
      footerLook="plain"
    >
      <h2>{t("wishes.consent.title")}</h2>
      <ConsentExplanation />
      {consented ? (
        <p>{t("wishes.consent.given")}</p>
      ) : (
        <Checkbox field={form.field("consent")} label={t("wishes.consent.label")} required />
      )}
    </WizardPage>
  );
}
