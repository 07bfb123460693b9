import { lazy, Suspense, useState } from "react";
import { data, href } from "react-router";
import { z } from "zod";
import { Button } from "~/components/Button";
import { RadioGroup } from "~/components/RadioGroup";
import { TextField } from "~/components/TextField";
import { useHydrated } from "~/components/useHydrated";
import { reply, parseFields } from "~/.server/forms";
import { cspExtension, forwardCspExtension } from "~/.server/http/csp";
import { readIntent } from "~/.server/intent";
import { onServiceError, withErrorPages } from "~/.server/service-errors";
import { decryptIban, encryptIban, ibanKey } from "~/.server/services/pricing/iban-crypto";
import { paypalSubscriptionTaken } from "~/.server/services/pricing";
import {
  paypalCspSources,
  paypalPlanFor,
  paypalSettings,
  verifySubscription,
} from "~/.server/services/pricing/paypal";
import { redirectWithToast } from "~/.server/toast";
import { SEPA_REFUND_WEEKS, PRICING_PAYMENT_TYPES } from "~/domain/pricing/constants";
import { mandateReference, maskedIban } from "~/domain/pricing/prices";
import { NUMBERED_STEPS, numberedStep, pricingWizard } from "~/domain/pricing/wizard";
import { bankFromIban } from "~/domain/validation/banking";
import { formatIban } from "~/i18n/iban";
import { requiredEnum } from "~/domain/validation/fields";
import { sepaFormSchema } from "~/domain/validation/pricing";
import { t } from "~/i18n";
import { formatCents } from "~/i18n/currency";
import { pricingPage } from "./pricing-page";
import { WizardPage } from "~/components/WizardPage";
import { chosenPrices, pricingDraft, refusePaid } from "./pricing.server";
import styles from "./pricing.module.css";
import { requestOf } from "~/.server/route-request";
import { trialNotice } from "~/.server/services/billing/trial";
import type { Route } from "./+types/payment";
import { useReplyForm } from "~/reply-form";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/pricing"));

const PaypalCheckout = lazy(() => import("./paypal-buttons"));

const methodSchema = z.object({ paymentType: requiredEnum(PRICING_PAYMENT_TYPES) });

export const headers = forwardCspExtension;

export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { db, config, provision, runtime } = await requestOf({ request, context }, "provision");
  refusePaid(provision);
  const { draft, answer } = await pricingDraft(context).requireStep(request, "payment");
  const plan = pricingWizard.answer("plans", draft);
  const chosen = plan ? await chosenPrices(db, plan, provision, runtime.clock.now()) : null;
  const settings = paypalSettings(config);
  // PayPal only for a price that has a PayPal plan charging exactly that amount (decision 0031).
  const planId = settings && chosen ? paypalPlanFor(settings, chosen.prices.total) : null;
  const paypal = settings && planId ? settings : null;
  const sources = paypal ? paypalCspSources(paypal) : [];
  const sepa = answer?.paymentType === "sepa" ? answer : null;
  // A bank derived from the stored IBAN is shown as a note, not put into the fields as if typed.
  const derived = sepa ? bankFromIban(decryptIban(ibanKey(config), sepa.ibanEncrypted) ?? "") : null;
  return data(
    {
      trial: trialNotice(provision, runtime.clock.now()),
      paypal: paypal
        ? { clientId: paypal.clientId, planId: planId!, customId: provision.id, sdkBase: paypal.sdkBase }
        : null,
      paypalNoPlan: Boolean(settings) && !planId,
      total: chosen?.prices.total ?? 0,
      creditor: config.operator.name,
      creditorId: config.SEPA_CREDITOR_ID,
      reference: mandateReference(provision.proposalId ?? provision.id),
      current: {
        paymentType: answer?.paymentType ?? "sepa",
        bank: sepa?.bank && sepa.bank !== derived?.name ? sepa.bank : "",
        bic: sepa?.bic && sepa.bic !== derived?.bic ? sepa.bic : "",
      },
      derivedBank: derived?.name ?? null,
      storedIban: answer?.paymentType === "sepa" ? maskedIban(answer.ibanLast4) : null,
    },
    sources.length > 0
      ? {
          headers: cspExtension({
            "script-src": sources,
            "connect-src": sources,
            "frame-src": sources,
            "img-src": sources,
          }),
        }
      : undefined,
  );
});

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { config, db, provision, session, runtime } = await requestOf({ request, context }, "provision");
  refusePaid(provision);
  const wizard = pricingDraft(context);
  const { answer, draft } = await wizard.requireStep(request, "payment");
  const { intent, form } = await readIntent(request, ["sepa", "paypal", "paypalError"] as const);
  const paypal = paypalSettings(config);
  const paypalFailed = () =>
    redirectWithToast(pricingWizard.path("payment"), session, {
      kind: "error",
      message: t("error.api.paypalFailed"),
    });

  if (intent === "paypalError") return paypalFailed();
  if (intent === "paypal") {
    const ids = {
      paypalOrderID: String(form.get("paypalOrderID") ?? "") || undefined,
      paypalSubscriptionID: String(form.get("paypalSubscriptionID") ?? "") || undefined,
    };
    const plan = pricingWizard.answer("plans", draft);
    const chosen = plan ? await chosenPrices(db, plan, provision, runtime.clock.now()) : null;
    if (!paypal || !chosen || !ids.paypalSubscriptionID) return paypalFailed();
    const subscriptionId = ids.paypalSubscriptionID;
    const refused = await onServiceError(
      async () => {
        if (await paypalSubscriptionTaken(db, subscriptionId)) return paypalFailed();
        await verifySubscription(paypal, {
          subscriptionId,
          provisionId: provision.id,
          totalCents: chosen.prices.total,
        });
        return null;
      },
      undefined,
      paypalFailed,
    );
    if (refused) return refused;
    return wizard.saveStep("payment", { paymentType: "paypal", ...ids });
  }

  if (form.get("paymentType") === "paypal") {
    const submission = parseFields(form, methodSchema);
    const message = paypal ? t("pricing.payment.paypalUseButton") : t("pricing.payment.paypalUnavailable");
    return data(reply(submission, { fieldErrors: { paymentType: [message] } }), { status: 400 });
  }
  const stored = answer?.paymentType === "sepa" ? answer : undefined;
  // The kept IBAN decides, like a typed one, whether a BIC is needed and which bank it belongs to.
  const storedIban = stored ? (decryptIban(ibanKey(config), stored.ibanEncrypted) ?? "") : null;
  const method = parseFields(form, methodSchema);
  if (method.status !== "success") return data(reply(method), { status: 400 });
  const submission = parseFields(form, sepaFormSchema(storedIban));
  if (submission.status !== "success") return data(reply(submission), { status: 400 });
  const { iban, bank, bic } = submission.value;
  const sealed = iban
    ? { ibanEncrypted: encryptIban(ibanKey(config), iban), ibanLast4: iban.slice(-4) }
    : { ibanEncrypted: stored!.ibanEncrypted, ibanLast4: stored!.ibanLast4 };
  return wizard.saveStep("payment", { paymentType: "sepa", ...sealed, bank, bic });
});

const LABELS = {
  paymentType: t("pricing.payment.method"),
  iban: t("pricing.payment.iban"),
  bank: t("pricing.payment.bank"),
  bic: t("pricing.payment.bic"),
};

export default function Payment({ loaderData, actionData }: Route.ComponentProps) {
  const { paypal, paypalNoPlan, current, storedIban, creditor, creditorId, reference, total } = loaderData;
  const hydrated = useHydrated();
  // The bank of a German IBAN: the stored one's from the server, a typed one's as it is typed (JavaScript).
  const [typedBank, setTypedBank] = useState<string | null | undefined>(undefined);
  const derivedBank = typedBank === undefined ? loaderData.derivedBank : typedBank;
  const form = useReplyForm(actionData, current);
  const [method, setMethod] = useState<string>(current.paymentType);
  // PayPal needs JavaScript and configuration; without them the option explains itself and SEPA remains.
  const paypalUsable = Boolean(paypal) && hydrated;
  const showPaypal = paypalUsable && method === "paypal";
  return (
    <WizardPage
      {...pricingPage({
        trial: loaderData.trial,
        step: { current: numberedStep("payment"), total: NUMBERED_STEPS },
        back: { href: pricingWizard.path("address") },
      })}
      title={t("pricing.payment.title")}
      hasErrors={Boolean(actionData)}
      form={form.props}
      summary={{ form, focusKey: actionData, labels: LABELS }}
      after={
        showPaypal && paypal ? (
          <section className={styles.section} aria-labelledby="pricing-paypal-title">
            <h2 id="pricing-paypal-title">{t("pricing.payment.paypalTitle")}</h2>
            <p>{t("pricing.payment.paypalLead", { amount: formatCents(total) })}</p>
            <Suspense fallback={<p>{t("pricing.payment.paypalLoading")}</p>}>
              <PaypalCheckout
                clientId={paypal.clientId}
                planId={paypal.planId}
                customId={paypal.customId}
                sdkBase={paypal.sdkBase}
              />
            </Suspense>
          </section>
        ) : null
      }
    >
      <div onChange={(event) => setMethod((event.target as HTMLInputElement).value)}>
        <RadioGroup
          field={form.field("paymentType")}
          legend={LABELS.paymentType}
          required
          options={[
            { value: "sepa", label: t("pricing.payment.sepa") },
            {
              value: "paypal",
              label: t("pricing.payment.paypal"),
              hint: paypal
                ? t("pricing.payment.paypalHint")
                : paypalNoPlan
                  ? t("pricing.payment.paypalNoPlan")
                  : t("pricing.payment.paypalUnavailable"),
              disabled: !paypalUsable,
            },
          ]}
        />
      </div>
      {showPaypal ? null : (
        <fieldset className={styles.section}>
          <legend>{t("pricing.payment.bankDetails")}</legend>
          <TextField
            field={form.field("iban")}
            label={LABELS.iban}
            hint={
              storedIban
                ? t("pricing.payment.ibanKeep", { masked: storedIban })
                : t("pricing.payment.ibanHint")
            }
            autoComplete="off"
            spellCheck={false}
            required={!storedIban}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setTypedBank(value.trim() ? (bankFromIban(value)?.name ?? null) : undefined);
            }}
            // Spec 001 §5: the IBAN is shown in groups of four, once typed (not while typing: the caret stays put).
            onBlur={(event) => {
              event.currentTarget.value = formatIban(event.currentTarget.value);
            }}
          />
          <p className={styles.derivedBank} aria-live="polite">
            {derivedBank ? t("pricing.payment.derivedBank", { bank: derivedBank }) : null}
          </p>
          <TextField
            field={form.field("bank")}
            label={t("pricing.payment.bankField")}
            hint={t("pricing.payment.bankHint")}
            autoComplete="off"
          />
          <TextField
            field={form.field("bic")}
            label={t("pricing.payment.bicField")}
            hint={t("pricing.payment.bicHint")}
            width="m"
          />
          <div className={styles.mandate}>
            <h2>{t("pricing.payment.mandateTitle")}</h2>
            <p>{t("pricing.payment.mandate", { creditor, creditorId, reference })}</p>
            <p>{t("pricing.payment.refund", { weeks: SEPA_REFUND_WEEKS })}</p>
            <p>{t("pricing.payment.mandateGiven")}</p>
          </div>
          <div className={styles.actions}>
            <Button type="submit" name="intent" value="sepa" iconEnd="arrow-right">
              {t("pricing.payment.submit")}
            </Button>
          </div>
        </fieldset>
      )}
    </WizardPage>
  );
}
