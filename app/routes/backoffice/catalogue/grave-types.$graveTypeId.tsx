import { Form, href } from "react-router";
import { parseForm } from "~/.server/forms";
import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import { readGraveType, saveGraveType } from "~/.server/services/backoffice/catalogue";
import { redirectWithToast } from "~/.server/toast";
import { ErrorSummary } from "~/components/ErrorSummary";
import { TextArea } from "~/components/TextArea";
import { TextField } from "~/components/TextField";
import { graveTypeSchema } from "~/domain/catalogue/validation";
import { t } from "~/i18n";
import { useReplyForm } from "~/reply-form";
import type { Route } from "./+types/grave-types.$graveTypeId";
import { refused, refusedByService } from "./catalogue.server";
import { CatalogueActions, CataloguePageHead } from "./ui";

/** /backoffice/catalogue/grave-types/:graveTypeId: a grave type's name and description (no price: sites hold the fees). */
export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { db, actor } = requestOf(args, "staff");
  const graveType = await readGraveType(db, actor, { id: args.params.graveTypeId });
  return {
    name: graveType.name,
    funeralType: graveType.funeralType,
    code: graveType.code || t("backoffice.catalogue.none"),
    prefill: { name: graveType.name, description: graveType.description },
  };
});

export const action = withErrorPages(async (args: Route.ActionArgs) => {
  const { db, actor, ip, session } = requestOf(args, "staff");
  const graveType = await readGraveType(db, actor, { id: args.params.graveTypeId });
  const { submission } = await parseForm(args.request, graveTypeSchema);
  if (submission.status !== "success") return refused(submission);
  try {
    await saveGraveType(db, actor, { id: graveType.id, ...submission.value }, { ip });
  } catch (error) {
    return refusedByService(submission, error);
  }
  return redirectWithToast(href("/backoffice/catalogue"), session, {
    kind: "success",
    message: t("backoffice.catalogue.toast.saved", { name: submission.value.name }),
  });
});

const LABELS = {
  name: t("backoffice.catalogue.field.name"),
  description: t("backoffice.catalogue.field.description"),
};

export default function EditGraveType({ loaderData, actionData }: Route.ComponentProps) {
  const form = useReplyForm(actionData?.reply, loaderData.prefill);
  const title = t("backoffice.catalogue.graveType.editTitle", { name: loaderData.name });
  return (
    <>
      <CataloguePageHead
        title={title}
        hasErrors={form.status === "error"}
        lead={
          <p>
            {t("backoffice.catalogue.graveType.lead", {
              funeralType: t(`offer.funeralType.${loaderData.funeralType}`),
              code: loaderData.code,
            })}
          </p>
        }
      />
      <Form method="post" {...form.props}>
        <ErrorSummary form={form} focusKey={actionData} labels={LABELS} />
        <TextField field={form.field("name")} label={LABELS.name} required />
        <TextArea field={form.field("description")} label={LABELS.description} rows={4} />
        <CatalogueActions label={t("backoffice.catalogue.save")} />
      </Form>
    </>
  );
}
