import { Form, href } from "react-router";
import { parseForm } from "~/.server/forms";
import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import { readGraveType, saveGraveType } from "~/.server/services/backoffice/catalogue";
import { redirectWithToast } from "~/.server/toast";
import { BackLink } from "~/components/BackLink";
import { Button, ButtonGroup, ButtonLink } from "~/components/Button";
import { ErrorSummary, errorTitle } from "~/components/ErrorSummary";
import { PageHeading } from "~/components/PageHeading";
import { TextArea } from "~/components/TextArea";
import { TextField } from "~/components/TextField";
import { graveTypeSchema } from "~/domain/catalogue/validation";
import { t } from "~/i18n";
import { useReplyForm } from "~/reply-form";
import type { Route } from "./+types/grave-types.$graveTypeId";
import { refused, refusedByService } from "./catalogue.server";

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

export default function EditGraveType({ loaderData, actionData }: Route.ComponentProps) {
  const form = useReplyForm(actionData?.reply, loaderData.prefill);
  const title = t("backoffice.catalogue.graveType.editTitle", { name: loaderData.name });
  return (
    <>
      <title>{errorTitle(t("shell.title", { page: title }), form.status === "error")}</title>
      <BackLink to={href("/backoffice/catalogue")}>{t("backoffice.catalogue.back")}</BackLink>
      <PageHeading
        lead={
          <p>
            {t("backoffice.catalogue.graveType.lead", {
              funeralType: t(`offer.funeralType.${loaderData.funeralType}`),
              code: loaderData.code,
            })}
          </p>
        }
      >
        {title}
      </PageHeading>
      <Form method="post" {...form.props}>
        <ErrorSummary
          form={form}
          focusKey={actionData}
          labels={{
            name: t("backoffice.catalogue.field.name"),
            description: t("backoffice.catalogue.field.description"),
          }}
        />
        <TextField field={form.field("name")} label={t("backoffice.catalogue.field.name")} required />
        <TextArea
          field={form.field("description")}
          label={t("backoffice.catalogue.field.description")}
          rows={4}
        />
        <ButtonGroup>
          <Button type="submit">{t("backoffice.catalogue.save")}</Button>
          <ButtonLink to={href("/backoffice/catalogue")} variant="secondary">
            {t("backoffice.catalogue.cancel")}
          </ButtonLink>
        </ButtonGroup>
      </Form>
    </>
  );
}
