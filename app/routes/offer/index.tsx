/**
 * /overview/offer — the offer summary (spec 001 §2): funeral type, site, grave type, products in category
 * order, services, extras and the price; edit actions unless customized; the refresh dialog (spec 000 §2
 * "Hinweis", ?dialog=refresh) when outdated and its result (?dialog=refresh-result); the document request
 * when paid; what the price includes (content port).
 */
import type { ReactNode } from "react";
import { Link, redirect, useSearchParams } from "react-router";
import { Banner } from "~/components/Banner";
import { ButtonGroup, ButtonLink } from "~/components/Button";
import { Dialog } from "~/components/Dialog";
import { PageHeading } from "~/components/PageHeading";
import { readIntent } from "~/.server/intent";
import {
  addService,
  categoriesFor,
  loadOfferSummary,
  refreshOffer,
  removeProduct,
  removeService,
  type OfferSummary,
} from "~/.server/services/offer";
import { readVersion } from "~/.server/services/provisions";
import { redirectWithToast } from "~/.server/toast";
import type { Hotline } from "~/domain/constants";
import { interleave } from "~/domain/offer";
import { isUpToDate, REFRESH_RESULT_LISTS, type RefreshResult } from "~/domain/offer/refresh";
import { t } from "~/i18n";
import { formatViewDate } from "~/i18n/format";
import { formatCents } from "~/i18n/currency";
import { pageTitle } from "~/meta";
import type { Route } from "./+types/index";
import styles from "./offer.module.css";
import { signedInRequest } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import { catalogueId } from "./offer.server";
import { ActionButton, Price } from "./views";

export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { db, runtime, actor, ip } = signedInRequest({ request, context });
  const summary = await loadOfferSummary(db, runtime.content, actor, { ip });
  return { summary, categories: categoriesFor(summary.funeralType), hotline: runtime.config.hotline };
});

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { db, actor, ip, session } = signedInRequest({ request, context });
  const { intent, form } = await readIntent(request, [
    "removeProduct",
    "addService",
    "removeService",
    "refresh",
  ] as const);
  const expectedVersion = readVersion(form);
  if (intent === "refresh") {
    try {
      await refreshOffer(db, actor, { expectedVersion, ip });
    } catch {
      // Spec 000 §8: a failed refresh is a general error toast, and the dialog closes.
      return redirectWithToast("/overview/offer", session, {
        kind: "error",
        message: t("offer.refresh.failed"),
      });
    }
    return redirect("/overview/offer?dialog=refresh-result");
  }
  const input = { id: catalogueId(form.get("id")) };
  const write = { expectedVersion, ip };
  if (intent === "removeProduct") {
    const { removed, replacedBy } = await removeProduct(db, actor, input, write);
    const message = replacedBy
      ? t("offer.toast.productReplacedByDefault", { name: removed, replacedBy })
      : t("offer.toast.productRemoved", { name: removed });
    return redirectWithToast("/overview/offer", session, { kind: "success", message });
  }
  const name =
    intent === "addService"
      ? await addService(db, actor, input, write)
      : await removeService(db, actor, input, write);
  return redirectWithToast("/overview/offer", session, {
    kind: "success",
    message: t(intent === "addService" ? "offer.toast.serviceAdded" : "offer.toast.serviceRemoved", { name }),
  });
});

export const meta = () => pageTitle(t("offer.title"), false, "offer.description");

type Summary = OfferSummary;

function Basics({ summary, hotline }: { summary: Summary; hotline: Hotline }) {
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
      {summary.editable ? (
        <p data-testid="offer-plan-change">{t("offer.basics.planChange", { ...hotline })}</p>
      ) : null}
      <ButtonGroup>
        {summary.editable ? (
          <>
            <ButtonLink to="/overview/offer/basic-information" variant="secondary">
              {t("offer.basics.changeFuneralType")}
            </ButtonLink>
            <ButtonLink to="/overview/offer/funeral-site" variant="secondary">
              {t("offer.basics.changeSite")}
            </ButtonLink>
          </>
        ) : null}
        <ButtonLink to="/overview/offer/gravetypenote" variant="secondary">
          {t("offer.basics.editNote")}
        </ButtonLink>
      </ButtonGroup>
    </section>
  );
}

function Items({ summary }: { summary: Summary }) {
  const entries = interleave(summary.products, summary.services);
  return (
    <section className={styles.section} aria-labelledby="offer-items">
      <h2 id="offer-items">{t("offer.items.title")}</h2>
      <p>{t("offer.items.lead", { plan: summary.plan.name })}</p>
      {entries.length === 0 ? <p>{t("offer.items.empty")}</p> : null}
      <ul className={styles.lines}>
        {entries.map((entry) =>
          entry.kind === "product" ? (
            <li key={entry.item.id} className={styles.line}>
              {entry.item.picture ? (
                <img className={styles.picture} src={entry.item.picture.url} alt="" width={64} height={64} />
              ) : null}
              <span className={styles.lineMain}>
                {t("offer.items.product", {
                  category: t(`offer.category.${entry.item.category}`),
                  name: entry.item.name,
                })}
                <br />
                <small>
                  {t(entry.item.inPackage ? "offer.items.basicService" : "offer.items.optionalService")}
                </small>
              </span>
              <Price cents={entry.item.gross} />
              {summary.editable ? (
                <>
                  <Link to={`/overview/offer/products/${entry.item.category}`}>
                    {t("offer.items.swap", { name: entry.item.name })}
                  </Link>
                  {entry.item.removable ? (
                    <ActionButton intent="removeProduct" id={entry.item.id} version={summary.version}>
                      {t("offer.items.remove", { name: entry.item.name })}
                    </ActionButton>
                  ) : null}
                </>
              ) : null}
            </li>
          ) : (
            <li key={entry.item.id} className={styles.line}>
              <span className={styles.lineMain}>
                {entry.item.name}
                <br />
                <small>
                  {t(entry.item.optional ? "offer.items.optionalService" : "offer.items.basicService")}
                </small>
              </span>
              <Price cents={entry.item.gross} />
              {summary.editable && entry.item.optional ? (
                <ActionButton intent="removeService" id={entry.item.id} version={summary.version}>
                  {t("offer.items.remove", { name: entry.item.name })}
                </ActionButton>
              ) : null}
            </li>
          ),
        )}
      </ul>
      {summary.extras.length > 0 ? (
        <>
          <h3>{t("offer.extras.title")}</h3>
          <ul className={styles.lines}>
            {summary.extras.map((extra) => (
              <li key={extra.id} className={styles.line}>
                <span className={styles.lineMain}>
                  {extra.name}
                  <br />
                  <small>{t("offer.items.optionalService")}</small>
                </span>
                <Price cents={extra.gross} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function AddItems({ summary, categories }: { summary: Summary; categories: string[] }) {
  if (!summary.editable) return null;
  return (
    <>
      <section className={styles.section} aria-labelledby="offer-add-products">
        <h2 id="offer-add-products">{t("offer.add.products.title")}</h2>
        <p>{t("offer.add.products.lead")}</p>
        <ul>
          {categories.map((category) => (
            <li key={category}>
              <Link to={`/overview/offer/products/${category}`}>
                {t("offer.add.products.link", {
                  category: t(`offer.category.${category}` as "offer.category.coffin"),
                })}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="offer-add-services">
        <h2 id="offer-add-services">{t("offer.add.services.title")}</h2>
        {summary.optionalServices.length === 0 ? <p>{t("offer.add.services.none")}</p> : null}
        <ul className={styles.lines}>
          {summary.optionalServices.map((service) => (
            <li key={service.id} className={styles.line}>
              <span className={styles.lineMain}>
                {service.name}
                <br />
                <small>{service.description}</small>
              </span>
              <Price cents={service.gross} />
              <ActionButton intent="addService" id={service.id} version={summary.version}>
                {t("offer.add.services.add", { name: service.name })}
              </ActionButton>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** One row of the price table: what it is, and its amount (or a note instead of an amount). */
function PriceRow({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td data-testid={testId}>{children}</td>
    </tr>
  );
}

/**
 * The price as a sum a customer can check by hand (decision 0037): the package's base price, then every item
 * of the list above added to it — the package's own items and those booked on top — and the site's fee.
 */
function PriceTable({ summary }: { summary: Summary }) {
  const rows = summary.breakdown;
  return (
    <section className={styles.section} aria-labelledby="offer-price">
      <h2 id="offer-price">{t("offer.price.title")}</h2>
      <p>{t("offer.price.lead")}</p>
      <table className={styles.prices}>
        <tbody>
          <PriceRow label={t("offer.price.plan", { plan: summary.plan.name })} testId="offer-plan-fee">
            {formatCents(rows.planFee)}
          </PriceRow>
          <PriceRow
            label={t("offer.price.packageItems", { count: rows.packageItems.count })}
            testId="offer-package-items"
          >
            + {formatCents(rows.packageItems.gross)}
          </PriceRow>
          {rows.addedItems.count > 0 ? (
            <PriceRow
              label={t("offer.price.addedItems", { count: rows.addedItems.count })}
              testId="offer-added-items"
            >
              + {formatCents(rows.addedItems.gross)}
            </PriceRow>
          ) : null}
          <PriceRow label={t("offer.price.site")} testId="offer-site-fee">
            {rows.siteFee === null ? t("offer.price.siteMissing") : `+ ${formatCents(rows.siteFee)}`}
          </PriceRow>
          {rows.coupon > 0 ? (
            <>
              <PriceRow label={t("offer.price.subtotal")}>{formatCents(rows.subtotal)}</PriceRow>
              <PriceRow label={t("offer.price.coupon")}>−{formatCents(rows.coupon)}</PriceRow>
            </>
          ) : null}
          <tr className={styles.total}>
            <th scope="row">{t("figure.offerToday")}</th>
            <td data-testid="offer-total">{formatCents(rows.total)}</td>
          </tr>
        </tbody>
      </table>
      {rows.siteFee === null ? <p>{t("offer.price.siteMissingHint")}</p> : null}
      <p>
        <small>{t("offer.price.vat")}</small>
      </p>
    </section>
  );
}

function IncludedList({ summary }: { summary: Summary }) {
  if (!summary.included) return null;
  return (
    <section className={styles.section} aria-labelledby="offer-included">
      <h2 id="offer-included">{t("offer.included.title")}</h2>
      <h3>{t("offer.included.yes")}</h3>
      <ul>
        {summary.included.included.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h3>{t("offer.included.no")}</h3>
      <ul>
        {summary.included.notIncluded.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

function RefreshResultList({ result }: { result: RefreshResult }) {
  return (
    <>
      {isUpToDate(result) ? <p>{t("offer.refresh.result.upToDate")}</p> : null}
      {REFRESH_RESULT_LISTS.filter((key) => result[key].length > 0).map((key) => (
        <div key={key}>
          <p>{t(`offer.refresh.result.${key}`)}</p>
          <ul>
            {result[key].map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

function RefreshDialogs({ summary }: { summary: Summary }) {
  const [params] = useSearchParams();
  const dialog = params.get("dialog");
  const refreshOpen = dialog === "refresh" && summary.outdated;
  return (
    <>
      <Dialog
        open={refreshOpen}
        title={t("offer.refresh.title")}
        closeHref="/overview/offer"
        closeLabel={t("offer.refresh.cancel")}
        actions={
          <ActionButton intent="refresh" version={summary.version} variant="primary">
            {t("offer.refresh.submit")}
          </ActionButton>
        }
      >
        {refreshOpen ? <p>{t("offer.refresh.text", { date: formatViewDate(summary.versionedAt) })}</p> : null}
      </Dialog>
      <Dialog
        open={dialog === "refresh-result" && summary.lastRefresh !== null}
        title={t("offer.refresh.result.title")}
        closeHref="/overview/offer"
        closeLabel={t("offer.refresh.result.reload")}
      >
        {summary.lastRefresh ? <RefreshResultList result={summary.lastRefresh} /> : null}
      </Dialog>
    </>
  );
}

export default function OfferSummaryPage({ loaderData }: Route.ComponentProps) {
  const { summary, categories, hotline } = loaderData;
  return (
    <>
      <PageHeading lead={<p>{t("offer.lead")}</p>}>{t("offer.title")}</PageHeading>
      {!summary.editable ? <Banner variant="info">{<p>{t("offer.customized")}</p>}</Banner> : null}
      {summary.outdated ? (
        <Banner
          variant="warning"
          title={t("offer.outdated.title")}
          action={{ href: "/overview/offer?dialog=refresh", label: t("offer.outdated.action") }}
        >
          <p>{t("offer.outdated.text")}</p>
        </Banner>
      ) : null}
      {summary.documentRequest ? (
        <Banner
          variant="info"
          title={t("offer.documents.title")}
          action={{ href: "/profile#documents", label: t("offer.documents.action") }}
        >
          <p>{t("offer.documents.text")}</p>
        </Banner>
      ) : null}
      <Basics summary={summary} hotline={hotline} />
      <Items summary={summary} />
      <PriceTable summary={summary} />
      <IncludedList summary={summary} />
      <AddItems summary={summary} categories={categories} />
      <RefreshDialogs summary={summary} />
    </>
  );
}
