import { href } from "react-router";
import { BackLink } from "~/components/BackLink";
import { Button } from "~/components/Button";
import { DemoLabel, DemoNotice } from "~/components/DemoLabel";
import { errorTitle } from "~/components/ErrorSummary";
import { PageHeading } from "~/components/PageHeading";
import { invalid, orFormError, parseFields } from "~/.server/forms";
import { readIntent } from "~/.server/intent";
import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import { readCoupon, setCouponActive, updateCoupon } from "~/.server/services/backoffice/coupons";
import { redirectWithToast } from "~/.server/toast";
import { couponTermsSchema } from "~/domain/backoffice/coupons";
import { calendarDateInGermany } from "~/domain/dates";
import { t } from "~/i18n";
import { useReplyForm } from "~/reply-form";
import type { Route } from "./+types/$code";
import { CouponForm } from "./coupon-form";

const LIST = href("/backoffice/coupons");

/** /backoffice/coupons/:code: everything of a coupon but its code. Unknown code → 404. Admins only. */
export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { db, actor } = requestOf(args, "staff");
  const coupon = await readCoupon(db, actor, { code: args.params.code });
  return {
    code: coupon.code,
    kind: coupon.kind,
    demo: coupon.demo,
    uses: coupon.uses,
    prefill: {
      discountPercent: coupon.discountPercent > 0 ? String(coupon.discountPercent) : "",
      guaranteeStep: coupon.guaranteeStep ? String(coupon.guaranteeStep) : "",
      validFrom: coupon.validFrom ? calendarDateInGermany(coupon.validFrom) : "",
      validUntil: coupon.validUntil ? calendarDateInGermany(coupon.validUntil) : "",
      maxUses: coupon.maxUses === null ? "" : String(coupon.maxUses),
      description: coupon.description,
      active: coupon.active ? "on" : "",
    },
  };
});

/**
 * `save` (the form), `activate` and `deactivate` (the list's buttons, back to the list). Bad input → the
 * German message at the field, 400, nothing stored; an unknown code → 404.
 */
export const action = withErrorPages(async (args: Route.ActionArgs) => {
  const { db, actor, ip, session } = requestOf(args, "staff");
  const code = args.params.code;
  const { intent, form } = await readIntent(args.request, ["save", "activate", "deactivate"] as const);
  if (intent !== "save") {
    const { coupon } = await setCouponActive(db, actor, { code, active: intent === "activate" }, { ip });
    return redirectWithToast(LIST, session, {
      kind: "success",
      message: t(coupon.active ? "backoffice.coupons.activated" : "backoffice.coupons.deactivated", {
        code: coupon.code,
      }),
    });
  }
  const submission = parseFields(form, couponTermsSchema);
  if (submission.status !== "success") return invalid(submission);
  const saved = await orFormError(submission, () =>
    updateCoupon(db, actor, { ...submission.value, code }, { ip }),
  );
  if (!saved.ok) return saved.reply;
  const { coupon, changed } = saved.value;
  return redirectWithToast(LIST, session, {
    kind: changed ? "success" : "info",
    message: t(changed ? "backoffice.coupons.saved" : "backoffice.coupons.unchanged", { code: coupon.code }),
  });
});

export default function EditCoupon({ loaderData, actionData }: Route.ComponentProps) {
  const { code, kind, demo, uses, prefill } = loaderData;
  const form = useReplyForm(actionData, prefill);
  const title = t("backoffice.coupons.edit.title", { code });
  return (
    <>
      <title>{errorTitle(t("shell.title", { page: title }), Boolean(actionData))}</title>
      <BackLink to={LIST}>{t("backoffice.coupons.back")}</BackLink>
      <DemoNotice shown={demo} />
      <PageHeading
        kicker={t("backoffice.coupons.title")}
        lead={<p>{t("backoffice.coupons.edit.uses", { uses })}</p>}
      >
        {title} {demo ? <DemoLabel /> : null}
      </PageHeading>
      <CouponForm
        form={form}
        focusKey={actionData}
        withCode={false}
        kind={kind}
        submit={
          <Button type="submit" name="intent" value="save">
            {t("backoffice.coupons.save")}
          </Button>
        }
      />
    </>
  );
}
