import { Form, redirect, href } from "react-router";
import { BackLink } from "~/components/BackLink";
import { SaveOrCancel } from "~/components/SaveButton";
import { ErrorSummary, errorTitle } from "~/components/ErrorSummary";
import { PageHeading } from "~/components/PageHeading";
import { NameFields } from "~/components/NameFields";
import { TextArea } from "~/components/TextArea";
import { TextField } from "~/components/TextField";
import { EmailField, PhoneField } from "~/components/FieldPresets";
import { invalid, orFormError, parseForm } from "~/.server/forms";
import { withErrorPages } from "~/.server/service-errors";
import { readVersion } from "~/.server/services/provisions";
import { saveTrustedPerson } from "~/.server/services/trusted-person";
import { addToast } from "~/.server/toast";
import { NOTE_MAX_LENGTH } from "~/domain/constants";
import { trustedPersonSchema } from "~/domain/validation/trusted-person";
import { t } from "~/i18n";
import { formatPhone } from "~/i18n/phone";
import { useReplyForm } from "~/reply-form";
import { requestOf } from "~/.server/route-request";
import type { Route } from "./+types/edit";
import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/trusted-person"));

const PAGE = href("/overview/trusted-person");

const FIELDS = [
  "firstname",
  "lastname",
  "relationship",
  "street",
  "postalCode",
  "city",
  "email",
  "phone",
  "note",
] as const;

/** /overview/trusted-person/edit (permissionGrantedAt is dropped on save). */
export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { provision } = await requestOf({ request, context }, "provision");
  const person = provision.trustedPerson;
  const prefill: Record<string, string | undefined> = { salutation: person?.salutation ?? undefined };
  for (const field of FIELDS) prefill[field] = person?.[field] ?? undefined;
  // As people write it ("0171 2345678"), not as stored (E.164); saving converts it back.
  if (person) prefill.phone = formatPhone(person.phone);
  return { prefill, version: provision.version, isNew: !person };
});

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { db, actor, ip, session, runtime } = requestOf({ request, context }, "signedIn");
  const { formData, submission } = await parseForm(request, trustedPersonSchema);
  if (submission.status !== "success") return invalid(submission);
  const saved = await orFormError(submission, () =>
    saveTrustedPerson(db, actor, submission.value, {
      expectedVersion: readVersion(formData),
      ip,
      now: runtime.clock.now(),
    }),
  );
  if (!saved.ok) return saved.reply;
  // Saving sends nothing (decision 0040). A person with an address not yet notified is offered
  // the one mail; without an address the customer is told to tell them.
  const person = saved.value.provision.trustedPerson;
  if (!person?.email) {
    addToast(session, "success", t("trustedPerson.savedNoEmail"));
    return redirect(PAGE);
  }
  addToast(session, "success", t("trustedPerson.saved"));
  return redirect(person.notified ? PAGE : `${PAGE}?dialog=notify`);
});

export default function EditTrustedPerson({ loaderData, actionData }: Route.ComponentProps) {
  const { prefill, version } = loaderData;
  const form = useReplyForm(actionData, prefill);
  const title = t("trustedPerson.edit.title");
  const label = (field: (typeof FIELDS)[number]) => t(`trustedPerson.field.${field}`);
  return (
    <>
      <title>{errorTitle(t("shell.title", { page: title }), Boolean(actionData))}</title>
      <BackLink to={PAGE}>{t("wishes.back")}</BackLink>
      <PageHeading kicker={t("trustedPerson.title")}>{title}</PageHeading>
      <Form method="post" {...form.props}>
        <ErrorSummary
          form={form}
          focusKey={actionData}
          labels={{
            salutation: t("trustedPerson.field.salutation"),
            ...Object.fromEntries(FIELDS.map((field) => [field, label(field)])),
          }}
        />
        <input type="hidden" name="version" value={version} />
        <NameFields
          form={form}
          labels={{
            salutation: t("trustedPerson.field.salutation"),
            firstname: label("firstname"),
            lastname: label("lastname"),
          }}
          salutationLabel={(value) => t(`trustedPerson.salutation.${value}`)}
          someoneElse
        />
        <TextField field={form.field("relationship")} label={label("relationship")} width="m" />
        <TextField field={form.field("street")} label={label("street")} autoComplete="off" />
        <TextField
          field={form.field("postalCode")}
          label={label("postalCode")}
          autoComplete="off"
          width="s"
        />
        <TextField field={form.field("city")} label={label("city")} autoComplete="off" width="m" />
        <EmailField
          field={form.field("email")}
          label={label("email")}
          hint={t("trustedPerson.field.emailHint")}
          autoComplete="off"
        />
        <PhoneField
          field={form.field("phone")}
          label={label("phone")}
          autoComplete="off"
          width="m"
          required
        />
        <TextArea field={form.field("note")} label={label("note")} rows={4} maxLength={NOTE_MAX_LENGTH} />
        <SaveOrCancel save={t("trustedPerson.edit.save")} cancel={t("trustedPerson.edit.cancel")} to={PAGE} />
      </Form>
    </>
  );
}
