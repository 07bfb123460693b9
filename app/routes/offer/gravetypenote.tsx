import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/offer"));
/**
 * /overview/offer/gravetypenote — the grave type note (at most 500 characters; empty clears it). Exists also
 * for customized offers. An unchanged or invalid submit is answered with a message, nothing stored; "Abbrechen"
 * goes back to the offer.
 */
import { Form, href } from "react-router";
import { SaveOrCancel } from "~/components/SaveButton";
import { ErrorSummary, errorTitle } from "~/components/ErrorSummary";
import { PageHeading } from "~/components/PageHeading";
import { TextArea } from "~/components/TextArea";
import { invalid, orFormError, parseForm } from "~/.server/forms";
import { changeProvision, readVersion } from "~/.server/services/provisions";
import { redirectWithToast } from "~/.server/toast";
import { GRAVE_TYPE_NOTE_MAX_LENGTH } from "~/domain/offer/constants";
import { graveTypeNoteSchema } from "~/domain/validation";
import { useReplyForm } from "~/reply-form";
import { t } from "~/i18n";
import type { Route } from "./+types/gravetypenote";
import { requireOfferCatalogue } from "./offer.server";
import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";

export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  await requireOfferCatalogue({ request, context });
  const { provision } = await requestOf({ request, context }, "provision");
  return { note: provision.graveTypeNote ?? "", version: provision.version };
});

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { db, actor, ip, session } = requestOf({ request, context }, "signedIn");
  const { formData, submission } = await parseForm(request, graveTypeNoteSchema);
  if (submission.status !== "success") return invalid(submission);
  const note = submission.value.graveTypeNote ?? null;
  const saved = await orFormError(submission, () =>
    changeProvision(
      db,
      actor,
      { action: "offer.graveTypeNote", expectedVersion: readVersion(formData), ip, refuseUnchanged: true },
      () => ({ graveTypeNote: note }),
    ),
  );
  if (!saved.ok) return saved.reply;
  return redirectWithToast(href("/overview/offer"), session, {
    kind: "success",
    message: t("offer.toast.noteSaved"),
  });
});

export default function GraveTypeNote({ loaderData, actionData }: Route.ComponentProps) {
  const form = useReplyForm(actionData, { graveTypeNote: loaderData.note }, "grave-type-note");
  const title = t("offer.graveTypeNote.title");
  return (
    <>
      <title>{errorTitle(t("shell.title", { page: title }), form.status === "error")}</title>
      <PageHeading lead={<p>{t("offer.graveTypeNote.lead")}</p>}>{title}</PageHeading>
      <Form method="post" {...form.props}>
        <ErrorSummary
          form={form}
          focusKey={actionData}
          labels={{ graveTypeNote: t("offer.graveTypeNote.label") }}
        />
        <input type="hidden" name="version" value={loaderData.version} />
        <TextArea
          field={form.field("graveTypeNote")}
          label={t("offer.graveTypeNote.label")}
          maxLength={GRAVE_TYPE_NOTE_MAX_LENGTH}
        />
        <SaveOrCancel
          save={t("offer.graveTypeNote.submit")}
          cancel={t("offer.cancel")}
          to={href("/overview/offer")}
        />
      </Form>
    </>
  );
}
