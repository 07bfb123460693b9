/**
 * The offer summary's first section: funeral type, plan, grave type, the site and its fee, and where to change
 * them.
 */
import { href } from "react-router";
import { ButtonGroup, ButtonLink } from "~/components/Button";
import type { OfferSummary } from "~/.server/services/offer";
import type { Hotline } from "~/domain/constants";
import { t } from "~/i18n";
import { formatCents } from "~/i18n/currency";
import styles from "./offer.module.css";

export function Basics({ summary, hotline }: { summary: OfferSummary; hotline: Hotline }) {
  return (
    <section className={styles.section} aria-labelledby="offer-basics">
      <h2 id="offer-basics">{t("offer.basics.title")}</h2>
      <dl className={styles.facts}>
        <dt>{t("offer.basics.funeralType")}</dt>
        <dd>{t(`offer.funeralType.${summary.funeralType}`)}</dd>
        <dt>{t("offer.basics.plan")}</dt>
        <dd>{summary.plan.name}</dd>
        <dt>{t("offer.basics.graveType")}</dt>
        <dd>{summary.graveType?.name ?? t("offer.basics.graveTypeNone")}</dd>
        <dt>{t("offer.basics.site")}</dt>
        <dd>
          {summary.site
            ? `${summary.site.title}, ${summary.site.street}, ${summary.site.plz} ${summary.site.city}`
            : t("offer.basics.siteNone")}
        </dd>
        {summary.site ? (
          <>
            <dt>{t("offer.basics.siteFee")}</dt>
            <dd>
              {summary.site.feeGross === null
                ? t("offer.basics.siteFeeUnknown")
                : formatCents(summary.site.feeGross)}
            </dd>
          </>
        ) : null}
        {summary.graveTypeNote ? (
          <>
            <dt>{t("offer.basics.graveTypeNote")}</dt>
            <dd>{summary.graveTypeNote}</dd>
          </>
        ) : null}
      </dl>
      {summary.editable && summary.packageRefusal === null ? (
        <p data-testid="offer-plan-change">
          {t(summary.planBooked ? "offer.basics.planChangeStaff" : "offer.basics.planChangeSelf")}
        </p>
      ) : summary.packageRefusal === "booked" ? (
        <p data-testid="offer-plan-change">{t("offer.basics.planChange", { ...hotline })}</p>
      ) : null}
      <ButtonGroup>
        {summary.editable ? (
          <>
            {summary.packageRefusal === null ? (
              <ButtonLink to={href("/overview/offer/package")} variant="secondary">
                {t("offer.basics.changePlan")}
              </ButtonLink>
            ) : null}
            <ButtonLink to={href("/overview/offer/basic-information")} variant="secondary">
              {t("offer.basics.changeFuneralType")}
            </ButtonLink>
            <ButtonLink to={href("/overview/offer/funeral-site")} variant="secondary">
              {t("offer.basics.changeSite")}
            </ButtonLink>
          </>
        ) : null}
        <ButtonLink to={href("/overview/offer/gravetypenote")} variant="secondary">
          {t("offer.basics.editNote")}
        </ButtonLink>
      </ButtonGroup>
    </section>
  );
}
