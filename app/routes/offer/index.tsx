import { shownReadOnly } from "~/domain/after-death/read-only";

export const handle = shownReadOnly;
/**
 * /overview/offer — the offer summary: funeral type, site, grave type, products in category
 * order, services, extras and the price; edit actions unless customized; the refresh dialog ("Hinweis",
 * ?dialog=refresh) when outdated and its result (?dialog=refresh-result); the document request
 * when paid; what the price includes (content port).
 */
import { redirect, href } from "react-router";
import { Banner } from "~/components/Banner";
import { DemoNotice } from "~/components/DemoLabel";
import { PageHeading } from "~/components/PageHeading";
import { useReadOnly } from "~/components/ReadOnly";
import { readShownTotal } from "~/.server/forms";
import { readIntent } from "~/.server/intent";
import {
  addService,
  categoriesFor,
  loadOfferSummary,
  refreshOffer,
  removeProduct,
  removeService,
} from "~/.server/services/offer";
import { staffSeesDemo } from "~/.server/services/demo-data";
import { readVersion } from "~/.server/services/provisions";
import { redirectWithToast } from "~/.server/toast";
import { t } from "~/i18n";
import { pageTitle } from "~/meta";
import type { Route } from "./+types/index";
import { Basics } from "./summary-basics";
import { AddItems, Items } from "./summary-items";
import { IncludedList, PriceTable } from "./summary-price";
import { RefreshDialogs } from "./summary-refresh";
import { requestOf } from "~/.server/route-request";
import { refusalCode, withErrorPages } from "~/.server/service-errors";
import { catalogueId, requireOfferCatalogue } from "./offer.server";

export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  await requireOfferCatalogue({ request, context });
  const { db, runtime, actor, ip } = requestOf({ request, context }, "signedIn");
  const summary = await loadOfferSummary(db, actor, {
    ip,
    now: runtime.clock.now(),
    content: runtime.content,
  });
  return {
    summary,
    categories: categoriesFor(summary.funeralType),
    hotline: runtime.config.hotline,
    // Staff holding the provision are told when the offer shows demo data; customers are not (decision 0059).
    demo: await staffSeesDemo(db, actor),
  };
});

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { db, actor, ip, session, runtime } = requestOf({ request, context }, "signedIn");
  const now = runtime.clock.now();
  const { intent, form } = await readIntent(request, [
    "removeProduct",
    "addService",
    "removeService",
    "refresh",
  ] as const);
  const expectedVersion = readVersion(form);
  if (intent === "refresh") {
    const shownTotal = readShownTotal(form);
    try {
      await refreshOffer(db, actor, { expectedVersion, ip, now, shownTotal });
    } catch (error) {
      // Prices changed again since the dialog showed them: the dialog shows the new ones.
      if (refusalCode(error) === "offerPricesChanged") {
        return redirectWithToast(href("/overview/offer") + "?dialog=refresh", session, {
          kind: "error",
          message: t("offer.refused.pricesChanged"),
        });
      }
      // A failed refresh is a general error toast, and the dialog closes.
      return redirectWithToast(href("/overview/offer"), session, {
        kind: "error",
        message: t("offer.refresh.failed"),
      });
    }
    return redirect(href("/overview/offer") + "?dialog=refresh-result");
  }
  const input = { id: catalogueId(form.get("id")) };
  const write = { expectedVersion, ip, now };
  if (intent === "removeProduct") {
    const { removed, replacedBy } = await removeProduct(db, actor, input, write);
    const message = replacedBy
      ? t("offer.toast.productReplacedByDefault", { name: removed, replacedBy })
      : t("offer.toast.productRemoved", { name: removed });
    return redirectWithToast(href("/overview/offer"), session, { kind: "success", message });
  }
  const name =
    intent === "addService"
      ? await addService(db, actor, input, write)
      : await removeService(db, actor, input, write);
  return redirectWithToast(href("/overview/offer"), session, {
    kind: "success",
    message: t(intent === "addService" ? "offer.toast.serviceAdded" : "offer.toast.serviceRemoved", { name }),
  });
});

export const meta = () => pageTitle(t("offer.title"), false, "offer.description");

export default function OfferSummaryPage({ loaderData }: Route.ComponentProps) {
  const { summary, categories, hotline, demo } = loaderData;
  // A frozen provision (staff only, decision 0063): nobody changes a customized offer any more either.
  const readOnly = useReadOnly();
  return (
    <>
      <PageHeading lead={<p>{t("offer.lead")}</p>}>{t("offer.title")}</PageHeading>
      <DemoNotice shown={demo} />
      {summary.customized ? (
        <Banner variant="info">
          <p>{t(readOnly ? "offer.customizedClosed" : "offer.customized")}</p>
        </Banner>
      ) : null}
      {summary.outdated ? (
        <Banner
          variant="warning"
          title={t("offer.outdated.title")}
          action={{ href: href("/overview/offer") + "?dialog=refresh", label: t("offer.outdated.action") }}
        >
          <p>{t("offer.outdated.text")}</p>
        </Banner>
      ) : null}
      {summary.documentRequest ? (
        <Banner
          variant="info"
          title={t("offer.documents.title")}
          action={{ href: href("/profile") + "#documents", label: t("offer.documents.action") }}
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
