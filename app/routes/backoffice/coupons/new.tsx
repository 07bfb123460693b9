import { href } from "react-router";
import { BackLink } from "~/components/BackLink";
import { Button } from "~/components/Button";
import { errorTitle } from "~/components/ErrorSummary";
import { PageHeading } from "~/components/PageHeading";
import { invalid, orFormError, parseForm } from "~/.server/forms";
import { requestOf } from "~/.server/route-request";
import { createCoupon } from "~/.server/services/backoffice/coupons";
import { redirectWithToast } from "~/.server/toast";
import { couponCreateSchema } from "~/domain/backoffice/coupons";
import { t } from "~/i18n";
import { useReplyForm } from "~/reply-form";
import type { Route } from "./+types/new";
import { CouponForm } from "./coupon-form";
import { withErrorPages } from "~/.server/service-errors";

const LIST = href("/backoffice/coupons");

/** /backoffice/coupons/new: admins only. */
export const loader = withErrorPages(async function loader(args: Route.LoaderArgs) {
  requestOf(args, "staff");
  return null;
});

/** Creates the coupon; bad input → the German message at the field, 4xx, nothing stored. */
export const action = withErrorPages(async function action(args: Route.ActionArgs) {
  const { db, actor, ip, session } = requestOf(args, "staff");
  const { submission } = await parseForm(args.request, couponCreateSchema);
  if (submission.status !== "success") return invalid(submission);
  const created = await orFormError(submission, () => createCoupon(db, actor, submission.value, { ip }));
  if (!created.ok) return created.reply;
  return redirectWithToast(LIST, session, {
    kind: "success",
    message: t("backoffice.coupons.created", { code: created.value.code }),
  });
});

export default function NewCoupon({ actionData }: Route.ComponentProps) {
  // A new coupon is active unless the admin unticks it, and discounts the plan unless the admin chooses the offer.
  const form = useReplyForm(actionData, { active: "on", kind: "plan" });
  const title = t("backoffice.coupons.new.title");
  return (
    <>
      <title>{errorTitle(t("shell.title", { page: title }), Boolean(actionData))}</title>
      <BackLink to={LIST}>{t("backoffice.coupons.back")}</BackLink>
      <PageHeading kicker={t("backoffice.coupons.title")}>{title}</PageHeading>
      <CouponForm
        form={form}
        focusKey={actionData}
        withCode
        submit={<Button type="submit">{t("backoffice.coupons.create")}</Button>}
      />
    </>
  );
}
