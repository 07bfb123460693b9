/**
 * The parts of /profile below the master data: documents, data export, care log, password change, account
 * deletion.
 */
import type { SubmissionResult } from "@conform-to/react";
import { Link, href } from "react-router";
import { ChangeForm, useReadOnly } from "~/components/ReadOnly";
import { AddressFields, addressLabels } from "~/components/AddressFields";
import { Button, ButtonGroup, ButtonLink } from "~/components/Button";
import { Dialog } from "~/components/Dialog";
import { ErrorSummary } from "~/components/ErrorSummary";
import { PasswordField } from "~/components/FieldPresets";
import { WayOut } from "~/components/WayOut";
import { useReplyForm } from "~/reply-form";
import { t } from "~/i18n";
import type { ProfileView } from "./view.server";
import careLogStyles from "./care-log.module.css";

type FormResult = SubmissionResult<string[]> | undefined;

const PASSWORD_LABELS = {
  currentPassword: t("profile.password.current"),
  newPassword: t("profile.password.new"),
  newPasswordRepeat: t("profile.password.repeat"),
};

/** "Passwort ändern": the current password, the new one twice. */
export function PasswordSection({ actionData }: { actionData: FormResult }) {
  const form = useReplyForm(actionData, {}, "change-password");
  const ownPassword = (name: keyof typeof PASSWORD_LABELS) =>
    ({ field: form.field(name), label: PASSWORD_LABELS[name], width: "m" }) as const;
  return (
    <section id="password" aria-labelledby="profile-password">
      <h2 id="profile-password">{t("profile.password.title")}</h2>
      <p>{t("profile.password.text")}</p>
      <ChangeForm action={href("/profile") + "#password"} {...form.props}>
        <ErrorSummary form={form} focusKey={actionData} labels={PASSWORD_LABELS} />
        <input type="hidden" name="intent" value="changePassword" />
        <PasswordField {...ownPassword("currentPassword")} autoComplete="current-password" />
        <PasswordField
          {...ownPassword("newPassword")}
          hint={t("profile.password.newHint")}
          autoComplete="new-password"
        />
        <PasswordField {...ownPassword("newPasswordRepeat")} autoComplete="new-password" />
        <Button type="submit" variant="secondary">
          {t("profile.password.submit")}
        </Button>
      </ChangeForm>
    </section>
  );
}

/** The way to the sign-in code (decision 0093): turned on and off on its own page. */
export function SecondFactorSection() {
  return (
    <section id="second-factor" aria-labelledby="profile-second-factor">
      <h2 id="profile-second-factor">{t("secondFactor.profile.title")}</h2>
      <p>{t("secondFactor.profile.sectionText")}</p>
      <Link to={href("/profile/second-factor")}>{t("secondFactor.profile.link")}</Link>
    </section>
  );
}

export function DocumentsSection({
  documents,
  setDialog,
  actionData,
}: Pick<ProfileView, "documents"> & { setDialog: boolean; actionData: FormResult }) {
  return (
    <section id="documents" aria-labelledby="profile-documents">
      <h2 id="profile-documents">{t("profile.documents.title")}</h2>
      {documents.mayRequest ? (
        <ChangeForm>
          <p>{t("profile.documents.offer")}</p>
          <Button type="submit" name="intent" value="requestDocuments">
            {t("profile.documents.submit")}
          </Button>
        </ChangeForm>
      ) : documents.requestedAt ? (
        <p>{t("profile.documents.requested", { date: documents.requestedAt })}</p>
      ) : (
        <>
          <p>
            {t(
              documents.refusal === "confirmEmail"
                ? "profile.documents.unconfirmed"
                : "profile.documents.notPaid",
            )}
          </p>
          <WayOut kind={documents.refusal ?? "choosePlan"} />
        </>
      )}
      <h3>{t("profile.set.title")}</h3>
      {documents.setOrderedAt ? (
        <p>{t("profile.set.ordered", { date: documents.setOrderedAt })}</p>
      ) : (
        <ProvisionSetOrder documents={documents} open={setDialog} actionData={actionData} />
      )}
    </section>
  );
}

/** `?dialog=set-address`: the Vorsorgemappe's order with its address fields. */
export const SET_ADDRESS_DIALOG = "set-address";

/**
 * The free Vorsorgemappe (decision 0108): to the stored address, shown above the button, with "Anschrift ändern"
 * beside it; without a stored address the button opens the order's dialog, which asks for it. The dialog's address
 * becomes the customer's address. Without JavaScript the dialog is a page state (`?dialog=set-address`).
 */
function ProvisionSetOrder({
  documents,
  open,
  actionData,
}: {
  documents: ProfileView["documents"];
  open: boolean;
  actionData: FormResult;
}) {
  const readOnly = useReadOnly();
  const form = useReplyForm(actionData, documents.setAddressValues, SET_ADDRESS_DIALOG);
  const dialogLink = `?dialog=${SET_ADDRESS_DIALOG}`;
  const address = documents.setAddress;
  return (
    <>
      <p>{t("profile.set.text")}</p>
      {address ? (
        <>
          <p>{t("profile.set.sendTo")}</p>
          <p>
            {address[0]}
            <br />
            {address[1]}
          </p>
          <ChangeForm>
            <ButtonGroup>
              <Button type="submit" name="intent" value="orderSet" variant="secondary">
                {t("profile.set.submit")}
              </Button>
              {readOnly ? null : (
                <ButtonLink to={dialogLink} variant="secondary" preventScrollReset>
                  {t("profile.set.changeAddress")}
                </ButtonLink>
              )}
            </ButtonGroup>
          </ChangeForm>
        </>
      ) : (
        <>
          <p>{t("profile.set.needsAddress")}</p>
          {readOnly ? null : (
            <ButtonLink to={dialogLink} variant="secondary" preventScrollReset>
              {t("profile.set.submit")}
            </ButtonLink>
          )}
        </>
      )}
      <Dialog
        open={open || actionData !== undefined}
        title={t("profile.set.dialogTitle")}
        closeHref={`${href("/profile")}#documents`}
        closeLabel={t("profile.set.cancel")}
        actions={
          <ChangeForm action={`${href("/profile")}${dialogLink}`} {...form.props}>
            <ErrorSummary form={form} focusKey={actionData} labels={addressLabels()} />
            <input type="hidden" name="intent" value="orderSetAt" />
            <AddressFields form={form} required />
            <ButtonGroup>
              <Button type="submit">{t("profile.set.submit")}</Button>
              <ButtonLink to={`${href("/profile")}#documents`} variant="secondary">
                {t("profile.set.cancel")}
              </ButtonLink>
            </ButtonGroup>
          </ChangeForm>
        }
      >
        <p>{t("profile.set.dialogText")}</p>
      </Dialog>
    </>
  );
}

export function ExportSection() {
  return (
    <section aria-labelledby="profile-export">
      <h2 id="profile-export">{t("profile.export.title")}</h2>
      <p>{t("profile.export.text")}</p>
      <p>
        <a href={href("/profile/export")} download>
          {t("profile.export.link")}
        </a>
      </p>
    </section>
  );
}

function who(entry: ProfileView["careLog"][number]) {
  if (entry.kind === "readAccess") {
    return entry.linkEmail
      ? t("profile.careLog.trustedPerson", { email: entry.linkEmail })
      : t("profile.careLog.trustedPersonUnknown");
  }
  if (entry.kind === "system") return t("profile.careLog.system");
  return entry.who ? t("profile.careLog.staff", { email: entry.who }) : t("profile.careLog.staffRemoved");
}

const CARE_LOG_COLUMNS = [
  t("profile.careLog.date"),
  t("profile.careLog.who"),
  t("profile.careLog.what"),
] as const;

/**
 * The care log (decision 0040): one row per sitting of views, one per change with what changed. A table,
 * stacked below 40em with a visible label in each cell (care-log.module.css).
 */
export function CareLogSection({ careLog }: Pick<ProfileView, "careLog">) {
  return (
    <section aria-labelledby="profile-care-log">
      <h2 id="profile-care-log">{t("profile.careLog.title")}</h2>
      <p>{t("profile.careLog.text")}</p>
      {careLog.length === 0 ? (
        <p>{t("profile.careLog.empty")}</p>
      ) : (
        <table className={careLogStyles.table}>
          <caption>{t("profile.careLog.caption")}</caption>
          <thead>
            <tr>
              {CARE_LOG_COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {careLog.map((entry, index) => (
              <tr key={index}>
                {[entry.at, who(entry), entry.what].map((value, column) => (
                  <td key={column}>
                    <span className={careLogStyles.label} aria-hidden="true">
                      {CARE_LOG_COLUMNS[column]}
                    </span>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

const DELETE_LABELS = { currentPassword: t("profile.delete.password") };

export function DeleteSection({ open, actionData }: { open: boolean; actionData: FormResult }) {
  const form = useReplyForm(actionData, {}, "delete-account");
  return (
    <section aria-labelledby="profile-delete">
      <h2 id="profile-delete">{t("profile.delete.title")}</h2>
      <p>{t("profile.delete.text")}</p>
      <ButtonLink to="?dialog=delete" variant="secondary" preventScrollReset>
        {t("profile.delete.open")}
      </ButtonLink>
      <Dialog
        open={open || actionData !== undefined}
        title={t("profile.delete.dialogTitle")}
        closeHref={href("/profile")}
        closeLabel={t("profile.delete.cancel")}
        actions={
          <ChangeForm action={href("/profile") + "?dialog=delete"} {...form.props}>
            <ErrorSummary form={form} focusKey={actionData} labels={DELETE_LABELS} />
            <input type="hidden" name="intent" value="delete" />
            <PasswordField
              field={form.field("currentPassword")}
              width="m"
              label={DELETE_LABELS.currentPassword}
              hint={t("profile.delete.passwordHint")}
              autoComplete="current-password"
            />
            <ButtonGroup>
              <Button type="submit">{t("profile.delete.confirm")}</Button>
              <ButtonLink to={href("/profile")} variant="secondary">
                {t("profile.delete.cancel")}
              </ButtonLink>
            </ButtonGroup>
          </ChangeForm>
        }
      >
        <p>{t("profile.delete.warning")}</p>
      </Dialog>
    </section>
  );
}
