import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { Button } from "~/components/Button";
import { ErrorSummary } from "~/components/ErrorSummary";
import { RadioGroup } from "~/components/RadioGroup";
import { TextField } from "~/components/TextField";
import { invalid, reply } from "~/.server/forms";
import { readIntent, withErrorPages } from "~/.server/intent";
import { applyCoupon, findPlan, loadPricingCatalog } from "~/.server/services/pricing";
import { readVersion } from "~/.server/services/provisions";
import { sessionContext } from "~/.server/session";
import { redirectWithToast } from "~/.server/toast";
import { isServiceError } from "~/domain/errors";
import { bookableSteps, defaultStep, isPartner, priceBreakdown } from "~/domain/pricing/prices";
import { pricingWizard } from "~/domain/pricing/wizard";
import { couponSchema, pricingPlanSchema } from "~/domain/validation/pricing";
import { requiredText } from "~/domain/validation/fields";
import { formatCents } from "~/i18n/currency";
import { t } from "~/i18n";
import { useReplyForm } from "~/reply-form";
import { PricingFrame } from "./pricing-frame";
import { pricingDraft, pricingRequest, refusePaid } from "./pricing.server";
import styles from "./pricing.module.css";
import type { Route } from "./+types/plans";

const chooseSchema = pricingPlanSchema.extend({ guarantee: requiredText() });
const couponFormSchema = couponSchema.extend({ couponCode: requiredText() });

export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { db, provision, trial } = await pricingRequest(context, request);
  refusePaid(provision);
  const { answer } = await pricingDraft(context).requireStep(request, "plans");
  const catalog = await loadPricingCatalog(db);
  const partner = isPartner(provision.financePartner);
  const couponPercent = provision.couponDiscount ?? 0;
  const steps = bookableSteps(
    catalog.steps.map((s) => s.discountPercent),
    partner,
  );
  const firstPlan = catalog.plans[0];
  return {
    trial,
    version: provision.version,
    plans: catalog.plans.map((p) => ({ id: p.id, name: p.name, price: p.priceCents, period: p.period })),
    // Each step's yearly total with the first plan and the coupon: the prices the customer compares.
    steps: steps.map((step) => ({
      step,
      prices: priceBreakdown({
        planCents: firstPlan?.priceCents ?? 0,
        guaranteeDiscount: step,
        couponPercent,
      }),
    })),
    coupon: provision.couponCode ? { code: provision.couponCode, percent: couponPercent } : null,
    current: {
      plan: answer?.plan ?? firstPlan?.id ?? "",
      guarantee: String(answer?.guarantee ?? defaultStep(catalog.defaultStep, partner)),
    },
  };
});

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { db, provision, actor, ip } = await pricingRequest(context, request);
  refusePaid(provision);
  const wizard = pricingDraft(context);
  await wizard.requireStep(request, "plans");
  const { intent, form } = await readIntent(request, ["choose", "coupon"] as const);

  if (intent === "coupon") {
    const submission = parseWithZod(form, { schema: couponFormSchema });
    if (submission.status !== "success") return invalid(submission);
    try {
      const updated = await applyCoupon(db, actor, {
        couponCode: submission.value.couponCode,
        expectedVersion: readVersion(form),
        ip,
      });
      return redirectWithToast(pricingWizard.path("plans"), context.get(sessionContext), {
        kind: "success",
        message: t("pricing.coupon.applied", {
          code: updated.couponCode ?? "",
          percent: updated.couponDiscount ?? 0,
        }),
      });
    } catch (error) {
      if (isServiceError(error) && error.code === "couponInvalid") return invalid(submission, error);
      if (isServiceError(error) && error.code === "LimitExceededException") {
        return data(reply(submission, { fieldErrors: { couponCode: [t("pricing.coupon.tooMany")] } }), {
          status: 429,
        });
      }
      throw error;
    }
  }

  const submission = parseWithZod(form, { schema: chooseSchema });
  if (submission.status !== "success") return invalid(submission);
  const plan = await findPlan(db, submission.value.plan);
  if (!plan) return fieldError(submission, "plan", t("pricing.plans.unknownPlan"));
  const catalog = await loadPricingCatalog(db);
  const allowed = bookableSteps(
    catalog.steps.map((s) => s.discountPercent),
    isPartner(provision.financePartner),
  );
  const guarantee = Number(submission.value.guarantee);
  if (!/^\d{1,3}$/.test(submission.value.guarantee) || !allowed.includes(guarantee)) {
    return fieldError(submission, "guarantee", t("pricing.plans.unknownStep"));
  }
  return wizard.saveStep("plans", { plan: plan.id, guarantee });
});

/** A field error with status 400, nothing stored (an unknown plan id, a step this customer may not book). */
function fieldError(submission: Parameters<typeof reply>[0], field: string, message: string) {
  return data(reply(submission, { fieldErrors: { [field]: [message] } }), { status: 400 });
}

type ActionResult = Route.ComponentProps["actionData"];

/** Which of the two forms a failed submit belongs to (the posted intent comes back in initialValue). */
function resultFor(actionData: ActionResult, intent: "choose" | "coupon") {
  const posted = (actionData?.initialValue as Record<string, unknown> | undefined)?.intent;
  return posted === intent ? actionData : undefined;
}

export default function Plans({ loaderData, actionData }: Route.ComponentProps) {
  const { plans, steps, coupon, current, version } = loaderData;
  const chooseResult = resultFor(actionData, "choose");
  const couponResult = resultFor(actionData, "coupon");
  const form = useReplyForm(chooseResult, current, "pricing-plan");
  const couponForm = useReplyForm(couponResult, {}, "pricing-coupon");
  const perYear = (amount: number) => t("pricing.perPeriod", { amount: formatCents(amount), period: "year" });
  return (
    <PricingFrame
      trial={loaderData.trial}
      title={t("pricing.plans.title")}
      lead={<p>{t("pricing.plans.lead")}</p>}
      back={{ href: "/overview/pricing" }}
      hasErrors={Boolean(actionData)}
    >
      <Form method="post" {...form.props}>
        <ErrorSummary
          form={form}
          focusKey={chooseResult}
          labels={{ plan: t("pricing.plans.plan"), guarantee: t("pricing.plans.guarantee") }}
        />
        <RadioGroup
          field={form.field("plan")}
          legend={t("pricing.plans.plan")}
          required
          options={plans.map((p) => ({
            value: p.id,
            label: t("pricing.plans.planOption", {
              name: p.name,
              price: t("pricing.perPeriod", { amount: formatCents(p.price), period: p.period }),
            }),
          }))}
        />
        <RadioGroup
          field={form.field("guarantee")}
          legend={t("pricing.plans.guarantee")}
          hint={t("pricing.plans.guaranteeHint", { price: perYear(steps[0]?.prices.guarantee ?? 0) })}
          required
          options={steps.map(({ step, prices }) => ({
            value: String(step),
            label: t("pricing.plans.guaranteeOption", { percent: String(step) }),
            hint:
              prices.couponDiscount > 0
                ? t("pricing.plans.guaranteeTotalCoupon", {
                    total: formatCents(prices.total),
                    subtotal: formatCents(prices.subtotal),
                  })
                : t("pricing.plans.guaranteeTotal", { total: formatCents(prices.total) }),
          }))}
        />
        <div className={styles.actions}>
          <Button type="submit" name="intent" value="choose" iconEnd="arrow-right">
            {t("pricing.plans.submit")}
          </Button>
        </div>
      </Form>

      <section className={styles.section} aria-labelledby="pricing-coupon-title">
        <h2 id="pricing-coupon-title">{t("pricing.coupon.title")}</h2>
        {coupon ? <p>{t("pricing.coupon.current", { code: coupon.code, percent: coupon.percent })}</p> : null}
        <Form method="post" {...couponForm.props}>
          <ErrorSummary
            form={couponForm}
            focusKey={couponResult}
            labels={{ couponCode: t("pricing.coupon.code") }}
          />
          <input type="hidden" name="version" value={version} />
          <TextField
            field={couponForm.field("couponCode")}
            label={t("pricing.coupon.code")}
            hint={t("pricing.coupon.hint")}
            autoComplete="off"
            width="m"
          />
          <div className={styles.actions}>
            <Button type="submit" name="intent" value="coupon" variant="secondary">
              {t("pricing.coupon.submit")}
            </Button>
          </div>
        </Form>
      </section>
    </PricingFrame>
  );
}
