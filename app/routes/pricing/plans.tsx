import { data, Form, href } from "react-router";
import { Banner } from "~/components/Banner";
import { Button } from "~/components/Button";
import { ErrorSummary } from "~/components/ErrorSummary";
import { RadioGroup } from "~/components/RadioGroup";
import { TextField } from "~/components/TextField";
import { WizardPage } from "~/components/WizardPage";
import { invalid, reply, parseFields } from "~/.server/forms";
import { readIntent } from "~/.server/intent";
import { onServiceError, withErrorPages } from "~/.server/service-errors";
import {
  appliedCoupon,
  applyCoupon,
  entitlement,
  findPlan,
  loadPricingCatalog,
  quote,
  removeCoupon,
} from "~/.server/services/pricing";
import { readVersion } from "~/.server/services/provisions";
import { redirectWithToast } from "~/.server/toast";
import type { PriceBreakdown } from "~/domain/pricing/prices";
import { COUPON_ERROR_CODES } from "~/domain/pricing/coupons";
import { pricingWizard } from "~/domain/pricing/wizard";
import { couponSchema, pricingChoiceSchema } from "~/domain/validation/pricing";
import { requiredText } from "~/domain/validation/fields";
import { formatCents } from "~/i18n/currency";
import { PRICE_GUARANTEE_PRICE_CENTS_PER_YEAR } from "~/domain/pricing/constants";
import { t } from "~/i18n";
import { resultForIntent, useReplyForm } from "~/reply-form";
import { pricingPage } from "./pricing-page";
import { pricingDraft, refusePaid } from "./pricing.server";
import styles from "./pricing.module.css";
import { requestOf } from "~/.server/route-request";
import { trialNotice } from "~/.server/services/billing/trial";
import type { Route } from "./+types/plans";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/pricing"));

/** The choice: a plan and whether the price guarantee is booked. Nothing else may be posted with it. */
const chooseSchema = pricingChoiceSchema;
const CHOOSE_FIELDS = new Set(["intent", "plan", "priceGuarantee"]);
const couponFormSchema = couponSchema.extend({ couponCode: requiredText() });

export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { db, provision, runtime } = await requestOf({ request, context }, "provision");
  refusePaid(provision);
  const { answer } = await pricingDraft(context).requireStep(request, "plans");
  const catalog = await loadPricingCatalog(db);
  const firstPlan = catalog.plans[0];
  // Both choices with the first plan, the customer's guarantee step and coupon: the prices compared.
  const [without, withGuarantee] = await Promise.all(
    [false, true].map((priceGuarantee) =>
      firstPlan ? quote(db, { plan: firstPlan.id, priceGuarantee }, provision, runtime.clock.now()) : null,
    ),
  );
  const trial = trialNotice(provision, runtime.clock.now());
  return {
    trial,
    trialDeadline: trial?.state === "active" ? trial.deadline : null,
    version: provision.version,
    plans: catalog.plans.map((p) => ({ id: p.id, name: p.name, price: p.priceCents, period: p.period })),
    step: withGuarantee?.step ?? 0,
    source: withGuarantee?.source ?? "default",
    choices: { without: without?.prices ?? null, with: withGuarantee?.prices ?? null },
    // The applied coupon, what it discounts, and whether it still counts (an unusable one is shown as such).
    coupon: withGuarantee?.coupon
      ? {
          code: withGuarantee.coupon.code,
          kind: withGuarantee.coupon.kind,
          percent: withGuarantee.coupon.percent,
          step: withGuarantee.coupon.step ?? 0,
          refusal: withGuarantee.coupon.refusal ?? "none",
        }
      : null,
    current: {
      plan: answer?.plan ?? firstPlan?.id ?? "",
      // A paid extra needs the customer's express choice (§ 312a (3) BGB): nothing is preselected.
      priceGuarantee: answer ? (answer.priceGuarantee ? "with" : "without") : "",
    },
  };
});

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { db, provision, actor, ip, session, runtime } = await requestOf({ request, context }, "provision");
  refusePaid(provision);
  const wizard = pricingDraft(context);
  await wizard.requireStep(request, "plans");
  const { intent, form } = await readIntent(request, ["choose", "coupon", "removeCoupon"] as const);

  if (intent === "removeCoupon") {
    // The code the page showed; another one (or none applied) is a field error, nothing changed.
    const submission = parseFields(form, couponFormSchema);
    if (submission.status !== "success") return invalid(submission);
    return onServiceError(
      async () => {
        await removeCoupon(
          db,
          actor,
          { couponCode: submission.value.couponCode },
          { expectedVersion: readVersion(form), ip },
        );
        return redirectWithToast(pricingWizard.path("plans"), session, {
          kind: "success",
          message: t("pricing.coupon.removed", { code: provision.couponCode ?? "" }),
        });
      },
      ["couponNotApplied"],
      (error) => invalid(submission, error),
    );
  }

  if (intent === "coupon") {
    const submission = parseFields(form, couponFormSchema);
    if (submission.status !== "success") return invalid(submission);
    return onServiceError(
      async () => {
        const updated = await applyCoupon(
          db,
          actor,
          { couponCode: submission.value.couponCode },
          { expectedVersion: readVersion(form), ip, now: runtime.clock.now() },
        );
        const now = runtime.clock.now();
        const [entitled, coupon] = await Promise.all([
          entitlement(db, updated, now),
          appliedCoupon(db, updated, now),
        ]);
        return redirectWithToast(pricingWizard.path("plans"), session, {
          kind: "success",
          message: t("pricing.coupon.applied", {
            code: updated.couponCode ?? "",
            kind: coupon?.kind ?? "plan",
            percent: updated.couponDiscount ?? 0,
            step: entitled.source === "coupon" ? entitled.step : 0,
          }),
        });
      },
      [...COUPON_ERROR_CODES, "LimitExceededException"],
      (error) =>
        error.code !== "LimitExceededException"
          ? invalid(submission, error)
          : data(reply(submission, { fieldErrors: { couponCode: [t("pricing.coupon.tooMany")] } }), {
              status: 429,
            }),
    );
  }

  const submission = parseFields(form, chooseSchema);
  // A discount step, a PayPal plan id or any other price the customer does not choose: refused (decision 0031).
  if ([...form.keys()].some((key) => !CHOOSE_FIELDS.has(key))) {
    return data(reply(submission, { formErrors: [t("pricing.plans.notYours")] }), { status: 400 });
  }
  if (submission.status !== "success") return invalid(submission);
  const plan = await findPlan(db, submission.value.plan);
  if (!plan) return fieldError(submission, "plan", t("pricing.plans.unknownPlan"));
  return wizard.saveStep("plans", {
    plan: plan.id,
    priceGuarantee: submission.value.priceGuarantee === "with",
  });
});

/** A field error with status 400, nothing stored (an unknown plan id, a step this customer may not book). */
function fieldError(submission: Parameters<typeof reply>[0], field: string, message: string) {
  return data(reply(submission, { fieldErrors: { [field]: [message] } }), { status: 400 });
}

export default function Plans({ loaderData, actionData }: Route.ComponentProps) {
  const { plans, step, source, choices, coupon, current, version } = loaderData;
  const chooseResult = resultForIntent(actionData, "choose");
  const couponResult = resultForIntent(actionData, "coupon") ?? resultForIntent(actionData, "removeCoupon");
  const form = useReplyForm(chooseResult, current, "pricing-plan");
  const couponForm = useReplyForm(couponResult, {}, "pricing-coupon");
  const yearly = (prices: PriceBreakdown | null) =>
    prices === null
      ? undefined
      : prices.couponDiscount > 0
        ? t("pricing.plans.totalCoupon", {
            total: formatCents(prices.total),
            subtotal: formatCents(prices.subtotal),
          })
        : t("pricing.plans.total", { total: formatCents(prices.total) });
  return (
    <WizardPage
      {...pricingPage({ trial: loaderData.trial, back: { href: href("/overview/pricing") } })}
      title={t("pricing.plans.title")}
      lead={
        <>
          <p>{t("pricing.plans.lead")}</p>
          {loaderData.trialDeadline ? (
            <p>{t("pricing.plans.trialEnds", { deadline: loaderData.trialDeadline })}</p>
          ) : null}
        </>
      }
      hasErrors={Boolean(actionData)}
      form={form.props}
      summary={{
        form,
        focusKey: chooseResult,
        labels: { plan: t("pricing.plans.plan"), priceGuarantee: t("pricing.plans.guarantee") },
      }}
      footer={
        <Button type="submit" name="intent" value="choose" iconEnd="arrow-right">
          {t("pricing.plans.submit")}
        </Button>
      }
      after={
        <section className={styles.section} aria-labelledby="pricing-coupon-title">
          <h2 id="pricing-coupon-title">{t("pricing.coupon.title")}</h2>
          {coupon ? (
            <Form method="post" className={styles.appliedCoupon}>
              <input type="hidden" name="version" value={version} />
              <input type="hidden" name="couponCode" value={coupon.code} />
              {coupon.refusal === "none" ? (
                <p>{t("pricing.coupon.current", coupon)}</p>
              ) : (
                <Banner variant="warning" title={t("pricing.coupon.unusable.title", coupon)}>
                  <p>{t("pricing.coupon.unusable.text", coupon)}</p>
                </Banner>
              )}
              <div className={styles.actions}>
                <Button type="submit" name="intent" value="removeCoupon" variant="secondary">
                  {t("pricing.coupon.remove")}
                </Button>
              </div>
            </Form>
          ) : null}
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
      }
    >
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
        field={form.field("priceGuarantee")}
        legend={t("pricing.plans.guarantee")}
        hint={t("pricing.plans.guaranteeHint", {
          price: formatCents(PRICE_GUARANTEE_PRICE_CENTS_PER_YEAR),
        })}
        required
        options={[
          {
            value: "with",
            label: t("pricing.plans.withGuarantee", { percent: String(step), source }),
            hint: yearly(choices.with),
          },
          { value: "without", label: t("pricing.plans.withoutGuarantee"), hint: yearly(choices.without) },
        ]}
      />
    </WizardPage>
  );
}
