import { useSearchParams, href } from "react-router";
import { ChangeForm } from "~/components/ReadOnly";
import { SaveOrCancel } from "~/components/SaveButton";
import { ErrorSummary, errorTitle } from "~/components/ErrorSummary";
import { PageHeading } from "~/components/PageHeading";
import { NameFields } from "~/components/NameFields";
import { TextField } from "~/components/TextField";
import { AddressFields, addressLabels } from "~/components/AddressFields";
import { BirthDateField, EmailField, PhoneField } from "~/components/FieldPresets";
import { invalid, orFormError, parseFields } from "~/.server/forms";
import { readIntent } from "~/.server/intent";
import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import {
  deleteOwnAccount,
  loadProfile,
  orderProvisionSet,
  requestDocuments,
  updateProfile,
} from "~/.server/services/profile";
import { changeOwnPassword } from "~/.server/services/account";
import { listOwnPasskeys, removeOwnPasskey } from "~/.server/services/account/passkeys";
import { passkeyRemoveSchema } from "~/domain/validation/passkeys";
import { PasskeysSection } from "./passkeys-section";
import { actsForCustomer, readVersion } from "~/.server/services/provisions";
import { redirectWithToast } from "~/.server/toast";
import { MESSAGES_ID } from "~/components/ToastRegion";
import { changePasswordSchema, deleteAccountSchema, profileSchema } from "~/domain/validation/profile";
import { postalAddressSchema } from "~/domain/validation/address";
import { resultForIntent, useReplyForm } from "~/reply-form";
import { t } from "~/i18n";
import { pageDescription } from "~/meta";
import { Banner } from "~/components/Banner";
import {
  CareLogSection,
  DeleteSection,
  DocumentsSection,
  ExportSection,
  PasswordSection,
  SecondFactorSection,
  SET_ADDRESS_DIALOG,
} from "./sections";
import { profileView } from "./view.server";
import type { Route } from "./+types/index";
import { shownReadOnly } from "~/domain/after-death/read-only";

export const handle = shownReadOnly;

/** /profile: master data, documents, data export, care log, account deletion. */
export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { db, actor, ip, runtime } = requestOf({ request, context }, "signedIn");
  const { provision, careLog } = await loadProfile(db, actor, { ip });
  const staffActing = actsForCustomer(actor, provision);
  const passkeys = staffActing ? [] : await listOwnPasskeys(db, actor);
  return profileView(provision, careLog, staffActing, runtime.clock.now(), passkeys);
});

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { db, config, actor, session, ip, runtime } = requestOf({ request, context }, "signedIn");
  const { intent, form } = await readIntent(request, [
    "save",
    "requestDocuments",
    "orderSet",
    "orderSetAt",
    "changePassword",
    "removePasskey",
    "delete",
  ] as const);
  switch (intent) {
    case "save": {
      const submission = parseFields(form, profileSchema);
      if (submission.status !== "success") return invalid(submission);
      const saved = await orFormError(submission, () =>
        updateProfile(db, actor, submission.value, {
          expectedVersion: readVersion(form),
          ip,
          config,
          now: runtime.clock.now(),
        }),
      );
      if (!saved.ok) return saved.reply;
      const sentTo = saved.value.confirmationSentTo;
      const message = sentTo
        ? t("profile.master.savedConfirm", { email: sentTo })
        : t("profile.master.saved");
      return redirectWithToast(href("/profile") + `#${MESSAGES_ID}`, session, { kind: "success", message });
    }
    // Every success lands on its message at the top of the page, not at the section whose anchor the form posted to
    // (on a phone the message would be thousands of pixels above it).
    case "changePassword": {
      const submission = parseFields(form, changePasswordSchema);
      if (submission.status !== "success") return invalid(submission);
      const changed = await orFormError(submission, () =>
        changeOwnPassword(db, actor, submission.value, { ip, session, config, now: runtime.clock.now() }),
      );
      if (!changed.ok) return changed.reply;
      return redirectWithToast(href("/profile") + `#${MESSAGES_ID}`, session, {
        kind: "success",
        message: t("profile.password.done"),
      });
    }
    case "removePasskey": {
      const submission = parseFields(form, passkeyRemoveSchema);
      if (submission.status !== "success") return invalid(submission);
      const removed = await orFormError(submission, () =>
        removeOwnPasskey(db, actor, submission.value, { ip, now: runtime.clock.now() }),
      );
      if (!removed.ok) return removed.reply;
      return redirectWithToast(href("/profile") + `#${MESSAGES_ID}`, session, {
        kind: "success",
        message: t("profile.passkeys.removed", { name: removed.value.name }),
      });
    }
    case "requestDocuments": {
      const outcome = await requestDocuments(db, actor, { ip, config, now: runtime.clock.now() });
      return redirectWithToast(
        href("/profile") + `#${MESSAGES_ID}`,
        session,
        outcome === "requested"
          ? { kind: "success", message: t("profile.documents.done") }
          : { kind: "error", message: t("profile.documents.notAllowed") },
      );
    }
    case "orderSet":
    case "orderSetAt": {
      // With the address typed into the order's dialog, or to the stored one (decision 0108).
      const submission = intent === "orderSetAt" ? parseFields(form, postalAddressSchema) : null;
      if (submission && submission.status !== "success") return invalid(submission);
      const address = submission?.value;
      const outcome = await orderProvisionSet(
        db,
        actor,
        { address },
        { ip, config, now: runtime.clock.now() },
      );
      return redirectWithToast(
        href("/profile") + `#${MESSAGES_ID}`,
        session,
        outcome === "ordered"
          ? { kind: "success", message: t("profile.set.done") }
          : { kind: "error", message: t(`profile.set.${outcome}`) },
      );
    }
    case "delete": {
      const submission = parseFields(form, deleteAccountSchema);
      if (submission.status !== "success") return invalid(submission);
      const deleted = await orFormError(submission, () =>
        deleteOwnAccount(db, actor, submission.value, { ip, session, now: runtime.clock.now() }),
      );
      if (!deleted.ok) return deleted.reply;
      return redirectWithToast(href("/login"), session, {
        kind: "success",
        message: t("profile.delete.done"),
      });
    }
  }
});

export const meta = () => pageDescription("profile.description");

const LABELS = {
  salutation: t("profile.master.salutation"),
  firstname: t("profile.master.firstname"),
  lastname: t("profile.master.lastname"),
  email: t("profile.master.email"),
  provisionBirth: t("profile.master.birthDate"),
  ...addressLabels(),
  phone: t("profile.master.phone"),
};

function MasterDataForm({ loaderData, actionData }: Route.ComponentProps) {
  const form = useReplyForm(resultForIntent(actionData, "save"), loaderData.values, "profile");
  return (
    <section aria-labelledby="profile-master">
      <h2 id="profile-master">{t("profile.master.title")}</h2>
      <ChangeForm {...form.props}>
        <ErrorSummary form={form} focusKey={actionData} labels={LABELS} />
        <input type="hidden" name="version" value={loaderData.version} />
        <input type="hidden" name="intent" value="save" />
        <NameFields form={form} labels={LABELS} salutationLabel={(value) => t(`profile.master.${value}`)} />
        <EmailField
          field={form.field("email")}
          label={LABELS.email}
          hint={t("profile.master.emailHint")}
          spellCheck={false}
          required
        />
        {loaderData.pendingEmail ? (
          <Banner variant="info" title={t("profile.master.pendingTitle")}>
            {t("profile.master.pending", {
              pending: loaderData.pendingEmail,
              confirmed: loaderData.confirmedEmail,
            })}
          </Banner>
        ) : null}
        <TextField
          name="loginEmail"
          label={t("profile.master.loginEmail")}
          hint={t("profile.master.loginEmailHint")}
          defaultValue={loaderData.loginEmail}
          readOnly
        />
        <BirthDateField
          field={form.field("provisionBirth")}
          label={LABELS.provisionBirth}
          width="m"
          required
        />
        <AddressFields form={form} hint={t("profile.master.addressHint")} />
        <PhoneField
          field={form.field("phone")}
          label={LABELS.phone}
          hint={t("profile.master.phoneHint")}
          width="m"
        />
        <SaveOrCancel
          save={t("profile.master.submit")}
          cancel={t("profile.master.cancel")}
          to={href("/overview")}
        />
      </ChangeForm>
    </section>
  );
}

export default function Profile(props: Route.ComponentProps) {
  const { loaderData, actionData } = props;
  const [params] = useSearchParams();
  const hasErrors = Boolean(actionData && "status" in actionData && actionData.status === "error");
  return (
    <>
      <title>{errorTitle(t("shell.title", { page: t("profile.title") }), hasErrors)}</title>
      <PageHeading lead={<p>{t("profile.lead")}</p>}>{t("profile.title")}</PageHeading>
      <MasterDataForm {...props} />
      <DocumentsSection
        documents={loaderData.documents}
        setDialog={params.get("dialog") === SET_ADDRESS_DIALOG}
        actionData={resultForIntent(actionData, "orderSetAt")}
      />
      {loaderData.staffActing ? <p>{t("profile.staffOnly")}</p> : <ExportSection />}
      <CareLogSection careLog={loaderData.careLog} />
      {loaderData.staffActing ? null : (
        <PasswordSection actionData={resultForIntent(actionData, "changePassword")} />
      )}
      {loaderData.staffActing ? null : <SecondFactorSection />}
      {loaderData.staffActing ? null : (
        <PasskeysSection
          passkeys={loaderData.passkeys}
          removing={params.get("dialog") === "remove-passkey" ? params.get("passkey") : null}
          actionData={resultForIntent(actionData, "removePasskey")}
        />
      )}
      {loaderData.staffActing ? null : (
        <DeleteSection
          open={params.get("dialog") === "delete"}
          actionData={resultForIntent(actionData, "delete")}
        />
      )}
    </>
  );
}
