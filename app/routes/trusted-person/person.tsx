import type { TrustedPerson } from "~/.server/services/trusted-person";
import { formatViewDate } from "~/i18n/format";
import { formatPhone } from "~/i18n/phone";
import { t } from "~/i18n";
import { styles } from "../wishes/ui";

/** What a page shows of the stored trusted person: only what the card needs, never the permission date. */
export function personView(person: TrustedPerson) {
  return {
    salutation: person.salutation ?? null,
    name: `${person.firstname} ${person.lastname}`,
    relationship: person.relationship ?? null,
    address: [person.street, [person.postalCode, person.city].filter(Boolean).join(" ")]
      .filter(Boolean)
      .join("\n"),
    email: person.email ?? null,
    /** As people write it ("0171 2345678"), not as stored (E.164). */
    phone: formatPhone(person.phone),
    note: person.note ?? null,
    notifiedAt: person.notified && person.notifiedAt ? formatViewDate(new Date(person.notifiedAt)) : null,
  };
}
export type PersonView = ReturnType<typeof personView>;

/** The trusted person as a definition list; `brief` leaves out contact details and the note. */
export function PersonFacts({ person, brief = false }: { person: PersonView; brief?: boolean }) {
  const salutation = person.salutation ? `${t(`trustedPerson.salutation.${person.salutation}`)} ` : "";
  const rows: [string, string | null][] = [
    [t("trustedPerson.card.name"), `${salutation}${person.name}`],
    [t("trustedPerson.card.relationship"), person.relationship],
    ...(brief
      ? []
      : ([
          [t("trustedPerson.card.address"), person.address || null],
          [t("trustedPerson.card.email"), person.email],
          [t("trustedPerson.card.phone"), person.phone],
          [t("trustedPerson.card.note"), person.note],
        ] as [string, string | null][])),
  ];
  return (
    <dl className={styles.facts}>
      {rows
        .filter(([, value]) => value)
        .map(([label, value]) => (
          <div key={label} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
