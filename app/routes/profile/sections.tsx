/** The parts of /profile below the master data: documents, data export, care log, account deletion. */
import { Form, Link } from "react-router";
import { Button, ButtonGroup, ButtonLink } from "~/components/Button";
import { Dialog } from "~/components/Dialog";
import { t } from "~/i18n";
import type { ProfileView } from "./view.server";

export function DocumentsSection({ documents }: Pick<ProfileView, "documents">) {
  return (
    <section id="documents" aria-labelledby="profile-documents">
      <h2 id="profile-documents">{t("profile.documents.title")}</h2>
      {documents.mayRequest ? (
        <Form method="post">
          <p>{t("profile.documents.offer")}</p>
          <Button type="submit" name="intent" value="requestDocuments">
            {t("profile.documents.submit")}
          </Button>
        </Form>
      ) : documents.requestedAt ? (
        <p>{t("profile.documents.requested", { date: documents.requestedAt })}</p>
      ) : (
        <p>
          {t("profile.documents.notPaid")}{" "}
          <Link to="/overview/pricing/plans">{t("profile.documents.activate")}</Link>
        </p>
      )}
      <h3>{t("profile.set.title")}</h3>
      {documents.setOrderedAt ? (
        <p>{t("profile.set.ordered", { date: documents.setOrderedAt })}</p>
      ) : (
        <Form method="post">
          <p>{t("profile.set.text")}</p>
          <Button type="submit" name="intent" value="orderSet" variant="secondary">
            {t("profile.set.submit")}
          </Button>
        </Form>
      )}
    </section>
  );
}

export function ExportSection() {
  return (
    <section aria-labelledby="profile-export">
      <h2 id="profile-export">{t("profile.export.title")}</h2>
      <p>{t("profile.export.text")}</p>
      <p>
        <a href="/profile/export" download>
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
  return entry.who ? t("profile.careLog.staff", { email: entry.who }) : t("profile.careLog.staffRemoved");
}

export function CareLogSection({ careLog }: Pick<ProfileView, "careLog">) {
  return (
    <section aria-labelledby="profile-care-log">
      <h2 id="profile-care-log">{t("profile.careLog.title")}</h2>
      <p>{t("profile.careLog.text")}</p>
      {careLog.length === 0 ? (
        <p>{t("profile.careLog.empty")}</p>
      ) : (
        <table>
          <caption>{t("profile.careLog.caption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("profile.careLog.date")}</th>
              <th scope="col">{t("profile.careLog.who")}</th>
              <th scope="col">{t("profile.careLog.what")}</th>
            </tr>
          </thead>
          <tbody>
            {careLog.map((entry, index) => (
              <tr key={index}>
                <td>{entry.at}</td>
                <td>{who(entry)}</td>
                <td>{t(`profile.careLog.kind.${entry.kind}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function DeleteSection({ open }: { open: boolean }) {
  return (
    <section aria-labelledby="profile-delete">
      <h2 id="profile-delete">{t("profile.delete.title")}</h2>
      <p>{t("profile.delete.text")}</p>
      <ButtonLink to="?dialog=delete" variant="secondary" preventScrollReset>
        {t("profile.delete.open")}
      </ButtonLink>
      <Dialog
        open={open}
        title={t("profile.delete.dialogTitle")}
        closeHref="/profile"
        closeLabel={t("profile.delete.cancel")}
        actions={
          <Form method="post" action="/profile">
            <ButtonGroup>
              <Button type="submit" name="intent" value="delete">
                {t("profile.delete.confirm")}
              </Button>
              <ButtonLink to="/profile" variant="secondary">
                {t("profile.delete.cancel")}
              </ButtonLink>
            </ButtonGroup>
          </Form>
        }
      >
        <p>{t("profile.delete.warning")}</p>
      </Dialog>
    </section>
  );
}
