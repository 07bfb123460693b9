import { Form, href } from "react-router";
import { parseForm } from "~/.server/forms";
import { readIntent } from "~/.server/intent";
import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import { planFeeImpact, readPlan, savePlanFee } from "~/.server/services/backoffice/catalogue";
import { redirectWithToast } from "~/.server/toast";
import { ErrorSummary } from "~/components/ErrorSummary";
import { formatNetPriceInput } from "~/domain/catalogue";
import { planFeeSchema } from "~/domain/catalogue/validation";
import { defaultCategories } from "~/domain/offer";
import { t } from "~/i18n";
import { useReplyForm } from "~/reply-form";
import type { Route } from "./+types/plans.$planId";
import { previewAnswer, refused, refusedByService } from "./catalogue.server";
import { EditNotices, CataloguePageHead, NetPriceField, PreviewActions } from "./ui";

/**
 * /backoffice/catalogue/plans/:planId: the plan's own fee. Offers read the fee live (it is no item of theirs),
 * so the preview says how many open offers show the new fee at once (decision 0053).
 */
export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { db, actor } = requestOf(args, "staff");
  const plan = await readPlan(db, actor, { id: args.params.planId });
  return {
    name: plan.name,
    categories: defaultCategories(plan.id).map((category) => t(`offer.category.${category}`)),
    prefill: { price: formatNetPriceInput(plan.priceCents) },
  };
});

export const action = withErrorPages(async (args: Route.ActionArgs) => {
  const { db, actor, ip, session } = requestOf(args, "staff");
  const plan = await readPlan(db, actor, { id: args.params.planId });
  const { intent } = await readIntent(args.request.clone(), ["preview", "save"] as const);
  const { submission } = await parseForm(args.request, planFeeSchema);
  if (submission.status !== "success") return refused(submission);
  try {
    if (intent === "preview")
      return previewAnswer(submission, await planFeeImpact(db, actor, { plan: plan.id }));
    await savePlanFee(db, actor, { id: plan.id, priceCents: submission.value.price }, { ip });
    return redirectWithToast(href("/backoffice/catalogue"), session, {
      kind: "success",
      message: t("backoffice.catalogue.toast.saved", { name: plan.name }),
    });
  } catch (error) {
    return refusedByService(submission, error);
  }
});

export default function EditPlan({ loaderData, actionData }: Route.ComponentProps) {
  const form = useReplyForm(actionData?.reply, loaderData.prefill);
  const title = t("backoffice.catalogue.plan.editTitle", { name: loaderData.name });
  const preview = actionData?.preview;
  return (
    <>
      <CataloguePageHead
        title={title}
        hasErrors={form.status === "error"}
        lead={<p>{t("backoffice.catalogue.plan.lead", { categories: loaderData.categories.join(", ") })}</p>}
      />
      <EditNotices
        preview={preview}
        lines={(impact) => [
          t("backoffice.catalogue.preview.plan", { count: impact.outdated + impact.guaranteed }),
          t("backoffice.catalogue.preview.planGuaranteed", { count: impact.guaranteed }),
        ]}
      />
      <Form method="post" {...form.props}>
        <ErrorSummary
          form={form}
          focusKey={actionData}
          labels={{ price: t("backoffice.catalogue.field.fee") }}
        />
        <NetPriceField field={form.field("price")} label={t("backoffice.catalogue.field.fee")} />
        <PreviewActions />
      </Form>
    </>
  );
}
