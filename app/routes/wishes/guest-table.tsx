import { href } from "react-router";
import { ChangeLink } from "~/components/ReadOnly";
import { t } from "~/i18n";
import { styles } from "./ui";

export interface GuestView {
  id: string;
  name: string;
  relation: string | null;
  address: string | null;
  email: string | null;
  note: string | null;
  invite: boolean;
  notify: boolean;
}

/** Only what the tables show goes into a page's data. */
export const guestView = (g: GuestView): GuestView => ({
  id: g.id,
  name: g.name,
  relation: g.relation,
  address: g.address,
  email: g.email,
  note: g.note,
  invite: g.invite,
  notify: g.notify,
});

function wishOf(guest: GuestView): string {
  const parts = [guest.invite ? t("guests.invite") : null, guest.notify ? t("guests.notify") : null];
  return parts.filter(Boolean).join(", ") || t("guests.neither");
}

/** The guest list as a table: on the list page (with edit links), the print view and the read-access page. */
export function GuestTable({
  guests,
  editable = false,
}: {
  guests: readonly GuestView[];
  editable?: boolean;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption>{t("guests.table.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("guests.col.name")}</th>
            <th scope="col">{t("guests.col.relation")}</th>
            <th scope="col">{t("guests.col.contact")}</th>
            <th scope="col">{t("guests.col.wish")}</th>
            <th scope="col">{t("guests.col.note")}</th>
            {editable ? <th scope="col">{t("guests.col.actions")}</th> : null}
          </tr>
        </thead>
        <tbody>
          {guests.map((guest) => (
            <tr key={guest.id}>
              <th scope="row">{guest.name}</th>
              <td>{guest.relation}</td>
              <td>{[guest.address, guest.email].filter(Boolean).join("\n")}</td>
              <td>{wishOf(guest)}</td>
              <td>{guest.note}</td>
              {editable ? (
                <td>
                  <ChangeLink to={href("/overview/guests/:guestId", { guestId: guest.id })}>
                    {t("guests.edit", { name: guest.name })}
                  </ChangeLink>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
