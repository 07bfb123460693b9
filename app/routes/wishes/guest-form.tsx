import { Form, href } from "react-router";
import { BackLink } from "~/components/BackLink";
import { Button, ButtonGroup } from "~/components/Button";
import { Checkbox } from "~/components/Checkbox";
import { ErrorSummary, errorTitle } from "~/components/ErrorSummary";
import { PageHeading } from "~/components/PageHeading";
import { TextArea } from "~/components/TextArea";
import { TextField } from "~/components/TextField";
import { EmailField } from "~/components/FieldPresets";
import { invalid, orFormError, parseFields } from "~/.server/forms";
import { readIntent } from "~/.server/intent";
import { withErrorPages } from "~/.server/service-errors";
import { readVersion } from "~/.server/services/provisions";
import { addGuest, readGuest, readWishes, removeGuest, updateGuest } from "~/.server/services/wishes";
import { redirectWithToast } from "~/.server/toast";
import { NOTE_MAX_LENGTH } from "~/domain/constants";
import { GUEST_ADDRESS_MAX_LENGTH, guestSchema } from "~/domain/validation/wishes";
import { t } from "~/i18n";
import { useReplyForm } from "~/reply-form";
import { requestOf } from "~/.server/route-request";
import type { Route } from "./+types/guest-form";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/guests"));

const LIST = href("/overview/guests");
const checked = (value: boolean) => (value ? "on" : undefined);

/** /overview/guests/new and /overview/guests/:guestId: one person of the guest list; edit also removes. */
export const loader = withErrorPages(async ({ request, context, params }: Route.LoaderArgs) => {
  const { db, actor, ip } = requestOf({ request, context }, "signedIn");
  if (!params.guestId) {
    const provision = await readWishes(db, actor, { ip });
    return { isNew: true, version: provision.version, prefill: { invite: "on", notify: "on" } };
  }
  const { provision, guest } = await readGuest(db, actor, params.guestId, ip);
  return {
    isNew: false,
    version: provision.version,
    prefill: {
      name: guest.name,
      relation: guest.relation ?? undefined,
      address: guest.address ?? undefined,
      email: guest.email ?? undefined,
      note: guest.note ?? undefined,
      invite: checked(guest.invite),
      notify: checked(guest.notify),
    },
  };
});

export const action = withErrorPages(async ({ request, context, params }: Route.ActionArgs) => {
  const { db, actor, ip, session } = requestOf({ request, context }, "signedIn");
  const guestId = params.guestId;
  const { intent, form } = await readIntent(
    request,
    guestId ? (["save", "remove"] as const) : (["save"] as const),
  );
  const change = { expectedVersion: readVersion(form), ip };
  if (intent === "remove" && guestId) {
    const { guest } = await readGuest(db, actor, guestId, ip);
    await removeGuest(db, actor, guestId, change);
    return redirectWithToast(LIST, session, {
      kind: "success",
      message: t("guests.removed", { name: guest.name }),
    });
  }
  const submission = parseFields(form, guestSchema);
  if (submission.status !== "success") return invalid(submission);
  const input = submission.value;
  const saved = await orFormError(submission, () =>
    guestId ? updateGuest(db, actor, guestId, input, change) : addGuest(db, actor, input, change),
  );
  if (!saved.ok) return saved.reply;
  const message = t(guestId ? "guests.updated" : "guests.added", { name: input.name });
  return redirectWithToast(LIST, session, { kind: "success", message });
});

export default function GuestForm({ loaderData, actionData }: Route.ComponentProps) {
  const { isNew, version, prefill } = loaderData;
  const form = useReplyForm(actionData, prefill);
  const title = t(isNew ? "guests.form.newTitle" : "guests.form.editTitle");
  return (
    <>
      <title>{errorTitle(t("shell.title", { page: title }), Boolean(actionData))}</title>
      <BackLink to={LIST}>{t("guests.backToList")}</BackLink>
      <PageHeading kicker={t("guests.title")}>{title}</PageHeading>
      <Form method="post" {...form.props}>
        <ErrorSummary
          form={form}
          focusKey={actionData}
          labels={{
            name: t("guests.field.name"),
            relation: t("guests.field.relation"),
            address: t("guests.field.address"),
            email: t("guests.field.email"),
            note: t("guests.field.note"),
          }}
        />
        <input type="hidden" name="version" value={version} />
        <TextField field={form.field("name")} label={t("guests.field.name")} autoComplete="off" required />
        <TextField
          field={form.field("relation")}
          label={t("guests.field.relation")}
          hint={t("guests.field.relationHint")}
        />
        <TextArea
          field={form.field("address")}
          label={t("guests.field.address")}
          hint={t("guests.field.contactHint")}
          rows={3}
          maxLength={GUEST_ADDRESS_MAX_LENGTH}
        />
        <EmailField field={form.field("email")} label={t("guests.field.email")} autoComplete="off" />
        <TextArea
          field={form.field("note")}
          label={t("guests.field.note")}
          rows={4}
          maxLength={NOTE_MAX_LENGTH}
        />
        <Checkbox field={form.field("invite")} label={t("guests.field.invite")} />
        <Checkbox field={form.field("notify")} label={t("guests.field.notify")} />
        <ButtonGroup>
          <Button type="submit" name="intent" value="save">
            {t("guests.save")}
          </Button>
          {isNew ? null : (
            <Button type="submit" name="intent" value="remove" variant="secondary">
              {t("guests.remove")}
            </Button>
          )}
        </ButtonGroup>
      </Form>
    </>
  );
}
