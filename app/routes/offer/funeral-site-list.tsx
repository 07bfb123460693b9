import { ChoiceFieldset, optionId } from "~/components/RadioGroup";
import { fieldStyles } from "~/components/Field";
import { resolveField, type FieldSourceProps } from "~/components/fieldProps";
import { roundedDistanceKm } from "~/domain/funeral-sites";
import { t } from "~/i18n";
import { formatCents, formatNumber } from "~/i18n/currency";
import styles from "./funeral-site.module.css";

export interface ListedSiteView {
  id: string;
  title: string;
  street: string;
  plz: string;
  city: string;
  distanceKm: number | null;
  price: number | null;
  prices: { graveTypeId: string; price: number | null }[];
}

export interface GraveTypeName {
  id: string;
  name: string;
}

const priceFact = (price: number | null, graveType: string) =>
  price === null
    ? t("sites.site.notOffered", { graveType })
    : t("sites.site.price", { price: formatCents(price), graveType });

/**
 * Address, distance and price. With JavaScript the list follows the grave type radio at once, so it names the
 * chosen type's price; without it the radio can change before the list is searched again, so every grave type's
 * price is listed, one a line, and whatever type is saved, its price was on the page.
 */
function SiteFacts({
  site,
  graveTypes,
  graveTypeId,
  everyPrice,
}: {
  site: ListedSiteView;
  graveTypes: readonly GraveTypeName[];
  graveTypeId: string | null;
  everyPrice: boolean;
}) {
  const facts = [t("sites.site.address", { street: site.street, plz: site.plz, city: site.city })];
  if (site.distanceKm !== null) {
    facts.push(t("sites.site.distance", { distance: formatNumber(roundedDistanceKm(site.distanceKm)) }));
  }
  const nameOf = (id: string) => graveTypes.find((type) => type.id === id)?.name ?? "";
  if (!everyPrice) {
    facts.push(priceFact(site.price, graveTypeId ? nameOf(graveTypeId) : ""));
    return <>{facts.join(" · ")}</>;
  }
  return (
    <>
      {facts.join(" · ")}
      <ul className={styles.prices}>
        {site.prices.map((entry) => (
          <li key={entry.graveTypeId}>{priceFact(entry.price, nameOf(entry.graveTypeId))}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * The sites as radio buttons (the way to choose without JavaScript, and always besides the map): name, address,
 * distance and the gross price for the chosen grave type (`everyPrice`: for every grave type). `checked` follows
 * the map as well as the list.
 */
export function SiteList({
  sites,
  checked,
  optional,
  graveTypes,
  graveTypeId,
  everyPrice,
  legend,
  empty,
  ...source
}: FieldSourceProps & {
  sites: readonly ListedSiteView[];
  checked: string | null;
  /** Offer "no site yet" (every funeral type but sea). */
  optional: boolean;
  graveTypes: readonly GraveTypeName[];
  graveTypeId: string | null;
  everyPrice: boolean;
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
                  <SiteFacts
                    site={site}
                    graveTypes={graveTypes}
                    graveTypeId={graveTypeId}
                    everyPrice={everyPrice}
                  />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </ChoiceFieldset>
  );
}
