import { ChoiceFieldset, optionId } from "~/components/RadioGroup";
import { fieldStyles } from "~/components/Field";
import { resolveField, type FieldSourceProps } from "~/components/fieldProps";
import { roundedDistanceKm } from "~/domain/funeral-sites";
import { t } from "~/i18n";
import { formatCents } from "~/i18n/currency";
import styles from "./funeral-site.module.css";

export interface ListedSiteView {
  id: string;
  title: string;
  street: string;
  plz: string;
  city: string;
  distanceKm: number | null;
  price: number | null;
}

function SiteFacts({ site, graveTypeName }: { site: ListedSiteView; graveTypeName: string }) {
  const facts = [t("sites.site.address", { street: site.street, plz: site.plz, city: site.city })];
  if (site.distanceKm !== null) {
    facts.push(
      t("sites.site.distance", { distance: roundedDistanceKm(site.distanceKm).toLocaleString("de-DE") }),
    );
  }
  facts.push(
    site.price === null
      ? t("sites.site.notOffered", { graveType: graveTypeName })
      : t("sites.site.price", { price: formatCents(site.price), graveType: graveTypeName }),
  );
  return <>{facts.join(" · ")}</>;
}

/**
 * The sites as radio buttons (the way to choose without JavaScript, and always besides the map): name, address,
 * distance and the gross price for the chosen grave type. `checked` follows the map as well as the list.
 */
export function SiteList({
  sites,
  checked,
  optional,
  graveTypeName,
  legend,
  empty,
  ...source
}: FieldSourceProps & {
  sites: readonly ListedSiteView[];
  checked: string | null;
  /** Offer "no site yet" (every funeral type but sea). */
  optional: boolean;
  graveTypeName: string;
  legend: string;
  empty: string;
}) {
  const f = resolveField({ ...source, required: !optional });
  const options = [
    ...(optional && sites.length > 0 ? [{ id: "", site: null }] : []),
    ...sites.map((site) => ({ id: site.id, site })),
  ];
  return (
    <ChoiceFieldset f={f} legend={legend} className={styles.list}>
      {sites.length === 0 ? <p>{empty}</p> : null}
      <ul className={styles.sites}>
        {options.map(({ id: value, site }, index) => {
          const id = optionId(f, index);
          return (
            <li key={value || "none"} className={fieldStyles.choice} data-site-id={value || undefined}>
              <input
                id={id}
                type="radio"
                name={f.name}
                value={value}
                checked={(checked ?? "") === value}
                onChange={() => {}}
                aria-describedby={site ? `${id}-hint` : undefined}
                className={fieldStyles.choiceInput}
              />
              <label htmlFor={id} className={fieldStyles.choiceLabel}>
                {site ? site.title : t("sites.list.noSite")}
              </label>
              {site ? (
                <div id={`${id}-hint`} className={fieldStyles.choiceHint}>
                  <SiteFacts site={site} graveTypeName={graveTypeName} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </ChoiceFieldset>
  );
}
