import { data, Form, Link, redirect, useSearchParams, href } from "react-router";
import { Banner } from "~/components/Banner";
import { Button, ButtonGroup } from "~/components/Button";
import { Dialog } from "~/components/Dialog";
import { PageHeading } from "~/components/PageHeading";
import { useReadOnly } from "~/components/ReadOnly";
import { Tile, TileGrid, type TileStatus } from "~/components/Tile";
import { TrialNotice } from "~/components/TrialNotice";
import { requestOf } from "~/.server/route-request";
import { resendOwnConfirmation } from "~/.server/services/account";
import { contractNumberOf } from "~/domain/billing/trial";
import { loadOverview, markActivationGreeted, shouldGreetActivation } from "~/.server/services/overview";
import { currentDeathReport } from "~/.server/services/backoffice/deaths";
import { readIntent } from "~/.server/intent";
import { withErrorPages } from "~/.server/service-errors";
import { redirectWithToast } from "~/.server/toast";
import {
  holdsStoredData,
  storedAreaTiles,
  tileWording,
  type CompletionInput,
  type OverviewBanner,
  type OverviewTile,
} from "~/domain/overview";
import { safeRedirectPath } from "~/domain/safe-redirect";
import { t } from "~/i18n";
import { pageTitle } from "~/meta";
import type { Route } from "./+types/index";
import { shownReadOnly } from "~/domain/after-death/read-only";

export const handle = shownReadOnly;

export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { db, runtime, actor, ip } = requestOf({ request, context }, "signedIn");
  const result = await loadOverview(db, actor, { ip, content: runtime.content, now: runtime.clock.now() });
  if (!result) {
    // Staff without a held provision start on the back office's start page (decision 0096).
    if (actor.isStaff) throw redirect(href("/backoffice"));
    throw data({ message: t("overview.noProvision") }, { status: 404 });
  }
  const { provision, overview, banner, trial } = result;
  return {
    // Only what the page shows goes into the page's data (the content entries carry intro texts too).
    name: [provision.firstname, provision.lastname].filter(Boolean).join(" ") || actor.displayName,
    overview: {
      upper: overview.upper.map((tile) => tileView(tile, provision)),
      lower: overview.lower.map((tile) => tileView(tile, provision)),
      upperCompleted: overview.upperCompleted,
    },
    // One banner at a time, the most urgent (decision 0039); none on a frozen provision (decision 0063: billing
    // has stopped, nothing is due), where the signed-in layout shows its notice.
    banner: provision.frozenAt ? null : banner,
    // billing: trial days left / free plan / cancelled (decision 0022) — shown when it is that banner.
    trial,
    // The number the § 312k cancellation form asks for ("steht in Ihrer Übersicht"), once a plan is booked.
    contractNumber: contractNumberOf(provision),
    greet: shouldGreetActivation(provision) && !actor.heldProvisionId,
    // Staff holding the provision: the way to report a death, or to the report there is (decision 0062).
    deathReport: actor.heldProvisionId ? { report: await currentDeathReport(db, actor, provision.id) } : null,
  };
});

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const { db, config, actor, ip, session, runtime } = requestOf({ request, context }, "signedIn");
  const { intent, form } = await readIntent(request, ["greeted", "resend"] as const);
  if (intent === "greeted") {
    await markActivationGreeted(db, actor);
    return redirect(safeRedirectPath(form.get("to"), href("/overview")));
  }
  const toast = await resendOwnConfirmation(db, actor, { ip, config, now: runtime.clock.now() });
  return redirectWithToast(href("/overview"), session, toast);
});

/**
 * The fields of a tile the overview renders; a completed tile in its done wording (decision 0039); whether its
 * area holds stored data (a frozen provision's overview says only that, decision 0063).
 */
function tileView(tile: OverviewTile, provision: CompletionInput) {
  const { id, title, state, comingSoonText } = tile;
  return {
    id,
    title,
    state,
    comingSoonText,
    stored: holdsStoredData(tile.tile, provision),
    ...tileWording(tile),
  };
}
type TileView = ReturnType<typeof tileView>;

export const meta = () => pageTitle(t("overview.title"), false, "overview.description");

type PageBanner = Exclude<OverviewBanner, "trial" | "trialExpired" | "cancelled">;

const BANNER_ACTIONS: Partial<Record<PageBanner, { href: string; label: string }>> = {
  birthDateMissing: { href: href("/profile"), label: t("overview.banner.birthDateMissing.action") },
};

function OverviewBannerView({ banner }: { banner: PageBanner }) {
  return (
    <Banner
      variant={banner === "notConfirmed" ? "warning" : "info"}
      title={t(`overview.banner.${banner}.title`)}
      action={BANNER_ACTIONS[banner]}
    >
      <p>{t(`overview.banner.${banner}.text`)}</p>
      {banner === "notConfirmed" ? (
        <Form method="post">
          <Button type="submit" name="intent" value="resend" variant="secondary">
            {t("overview.banner.notConfirmed.resend")}
          </Button>
        </Form>
      ) : null}
    </Banner>
  );
}

function tileStatus(tile: TileView): TileStatus | undefined {
  if (tile.state === "completed" || tile.state === "comingSoon" || tile.state === "important")
    return tile.state;
  return tile.state === "inProgress" ? "inProgress" : undefined;
}

function Tiles({ tiles, label }: { tiles: TileView[]; label: string }) {
  // A frozen provision (staff only, decision 0063): the tile's title, whether its area holds stored data (the kit
  // shows "completed" as "Angaben gespeichert") and "Öffnen"; the content's texts invite to act ("Halten Sie fest
  // …", "Sie können sie jederzeit ändern").
  const readOnly = useReadOnly();
  return (
    <TileGrid label={label}>
      {tiles.map((tile) => (
        <Tile
          key={tile.id}
          title={tile.title}
          description={readOnly ? undefined : tile.description}
          status={readOnly ? (tile.stored ? "completed" : undefined) : tileStatus(tile)}
          href={tile.buttonLink ?? undefined}
          actionLabel={tile.buttonText || undefined}
          infoHref={`?dialog=${encodeURIComponent(tile.id)}`}
        />
      ))}
    </TileGrid>
  );
}

/**
 * Staff holding the provision: the way to report a death, or to the report there is (decision 0062). A frozen
 * provision is never offered a report (it was frozen by one, or by other means such as the e2e fixture).
 */
function DeathReportLink({ report }: { report: { id: string } | null }) {
  const readOnly = useReadOnly();
  if (!report && readOnly) return null;
  return (
    <p>
      <Link
        to={
          report
            ? href("/backoffice/deaths/:reportId", { reportId: report.id })
            : href("/backoffice/deaths/report")
        }
      >
        {t(report ? "backoffice.deaths.overview.view" : "backoffice.deaths.overview.report")}
      </Link>
    </p>
  );
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { banner, name, greet, trial, contractNumber, deathReport } = loaderData;
  // A frozen provision (decision 0063) shows what is stored, nothing that asks for action: only the areas with
  // the customer's data, no "n von m erledigt".
  const readOnly = useReadOnly();
  const upper = readOnly ? storedAreaTiles(loaderData.overview.upper) : loaderData.overview.upper;
  const lower = readOnly ? storedAreaTiles(loaderData.overview.lower) : loaderData.overview.lower;
  const lowerTitle = t(readOnly ? "overview.lower.titleClosed" : "overview.lower.title");
  const trialShown = banner === "trial" || banner === "trialExpired" || banner === "cancelled";
  const [params] = useSearchParams();
  const dialog = params.get("dialog");
  const comingSoon = [...upper, ...lower].find((tile) => tile.id === dialog && tile.state === "comingSoon");
  return (
    <>
      {/* "Hallo …, schön, dass Sie da sind" would greet the deceased; the header names whose provision it is. */}
      <PageHeading lead={readOnly ? null : <p>{t("overview.greeting", { name })}</p>}>
        {t("overview.title")}
      </PageHeading>
      {trialShown ? <TrialNotice notice={trial} /> : banner ? <OverviewBannerView banner={banner} /> : null}
      {/* The trial notice names the number itself (decision 0035). */}
      {contractNumber !== null && !(trialShown && trial?.contractNumber != null) ? (
        <p>{t("billing.trial.contract", { number: String(contractNumber) })}</p>
      ) : null}
      {deathReport ? <DeathReportLink report={deathReport.report} /> : null}
      <section aria-labelledby="overview-upper">
        <h2 id="overview-upper">{t("overview.upper.title")}</h2>
        {readOnly ? null : (
          <p>
            {t("overview.upper.count", {
              done: loaderData.overview.upperCompleted,
              total: upper.length,
            })}
          </p>
        )}
        <Tiles tiles={upper} label={t("overview.upper.title")} />
      </section>
      {lower.length > 0 ? (
        <section aria-labelledby="overview-lower">
          <h2 id="overview-lower">{lowerTitle}</h2>
          <Tiles tiles={lower} label={lowerTitle} />
        </section>
      ) : null}
      {comingSoon ? (
        <Dialog open title={comingSoon.title} closeHref={href("/overview")}>
          <p>{comingSoon.comingSoonText ?? comingSoon.description}</p>
        </Dialog>
      ) : null}
      {greet && !comingSoon ? (
        <Dialog
          open
          title={t("overview.activated.title")}
          closeHref={href("/overview")}
          // Every way of closing the greeting is remembered (×, Esc, "Später"), not only "Später" (decision 0039).
          dismiss={{ fields: { intent: "greeted", to: href("/overview") } }}
          actions={
            <Form method="post">
              <input type="hidden" name="intent" value="greeted" />
              <ButtonGroup>
                <Button type="submit" name="to" value={href("/profile")}>
                  {t("overview.activated.profile")}
                </Button>
                <Button type="submit" name="to" value={href("/overview")} variant="secondary">
                  {t("overview.activated.close")}
                </Button>
              </ButtonGroup>
            </Form>
          }
        >
          <p>{t("overview.activated.text")}</p>
        </Dialog>
      ) : null}
    </>
  );
}
