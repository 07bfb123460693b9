import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/offer"));
/**
 * /overview/offer/basic-information — the funeral type (required). Saving may change the grave type and the
 * default products; what changed is shown after the redirect (toast on the summary, which shows the new offer).
 */
import { Form, href } from "react-router";
import { SaveOrCancel } from "~/components/SaveButton";
import { ErrorSummary, errorTitle } from "~/components/ErrorSummary";
import { PageHeading } from "~/components/PageHeading";
import { RadioGroup } from "~/components/RadioGroup";
import { invalid, parseForm } from "~/.server/forms";
import { withErrorPages } from "~/.server/service-errors";
import { changeFuneralType, type FuneralTypeChange } from "~/.server/services/offer";
import { readVersion } from "~/.server/services/provisions";
import { redirectWithToast } from "~/.server/toast";
import { FUNERAL_TYPES, type FuneralType } from "~/domain/constants";
import { basicInformationSchema } from "~/domain/validation";
import { useReplyForm } from "~/reply-form";
import { t } from "~/i18n";
import type { Route } from "./+types/basic-information";
import { editableProvision } from "./offer.server";

export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { provision } = await editableProvision({ request, context });
  return { funeralType: provision.funeralType, version: provision.version };
});

/** What changed, in one message for the toast. */
function describeChange(type: FuneralType, change: FuneralTypeChange): string {
  return [
    t("offer.basicInformation.result.title"),
    t("offer.basicInformation.result.type", { type: t(`offer.funeralType.${type}`) }),
    change.graveType ? t("offer.basicInformation.result.graveType", { graveType: change.graveType }) : null,
    change.products.length > 0
      ? t("offer.basicInformation.result.products", { products: change.products.join(", ") })
      : null,
    change.removed.length > 0
      ? t("offer.basicInformation.result.removed", { items: change.removed.join(", ") })
      : null,
    change.siteRemoved ? t("offer.basicInformation.result.siteRemoved") : null,
  ]
    .filter(Boolean)
    .join(". ")
    .replace(/\.\./g, ".");
}

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { db, actor, ip, session, provision, runtime } = await editableProvision({ request, context });
  const { formData, submission } = await parseForm(request, basicInformationSchema);
  if (submission.status !== "success") return invalid(submission);
  const funeralType = submission.value.funeralType;
  if (funeralType === provision.funeralType) {
    return invalid(submission, { formErrors: [t("offer.basicInformation.unchanged")] });
  }
  const change = await changeFuneralType(
    db,
    actor,
    { funeralType },
    { expectedVersion: readVersion(formData), ip, now: runtime.clock.now() },
  );
  return redirectWithToast(href("/overview/offer"), session, {
    kind: "success",
    message: describeChange(funeralType, change),
  });
});

const OPTIONS = FUNERAL_TYPES.map((type) => ({ value: type, label: t(`offer.funeralType.${type}`) }));

export default function BasicInformation({ loaderData, actionData }: Route.ComponentProps) {
  const form = useReplyForm(actionData, { funeralType: loaderData.funeralType }, "basic-information");
  const title = t("offer.basicInformation.title");
  return (
    <>
      <title>{errorTitle(t("shell.title", { page: title }), form.status === "error")}</title>
      <PageHeading lead={<p>{t("offer.basicInformation.lead")}</p>}>{title}</PageHeading>
      <Form method="post" {...form.props}>
        <ErrorSummary
          form={form}
          focusKey={actionData}
          labels={{ funeralType: t("offer.basicInformation.legend") }}
        />
        <input type="hidden" name="version" value={loaderData.version} />
        <RadioGroup
          field={form.field("funeralType")}
          legend={t("offer.basicInformation.legend")}
          options={OPTIONS}
          required
        />
        <SaveOrCancel
          save={t("offer.basicInformation.submit")}
          cancel={t("offer.cancel")}
          to={href("/overview/offer")}
        />
      </Form>
    </>
  );
}
