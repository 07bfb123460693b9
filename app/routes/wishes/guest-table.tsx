import { href } from "react-router";
import { DataTable, type Column } from "~/components/list/DataTable";
import { ChangeLink } from "~/components/ReadOnly";
import type { Guest } from "~/domain/wishes";
import { t } from "~/i18n";
import { styles } from "./ui";

export interface GuestView extends Guest {
  id: string;
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

const guestColumns = (editable: boolean): (Column<GuestView> | false)[] => [
  { header: t("guests.col.name"), cell: (guest) => guest.name, rowHeader: true },
  { header: t("guests.col.relation"), cell: (guest) => guest.relation },
  {
    header: t("guests.col.contact"),
    cell: (guest) => [guest.address, guest.email].filter(Boolean).join("\n"),
  },
  { header: t("guests.col.wish"), cell: wishOf },
  { header: t("guests.col.note"), cell: (guest) => guest.note },
  editable && {
    header: t("guests.col.actions"),
    cell: (guest) => (
      <ChangeLink to={href("/overview/guests/:guestId", { guestId: guest.id })}>
        {t("guests.edit", { name: guest.name })}
      </ChangeLink>
    ),
  },
];

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
      <DataTable
        caption={t("guests.table.caption")}
        className={styles.table}
        columns={guestColumns(editable)}
        rows={guests}
        rowKey={(guest) => guest.id}
      />
    </div>
  );
}
