import { data, Form, Link, redirect, useSearchParams, href } from "react-router";
import { Banner } from "~/components/Banner";
import { Button, ButtonGroup } from "~/components/Button";
import { Dialog } from "~/components/Dialog";
import { PageHeading } from "~/components/PageHeading";
import { Tile, TileGrid, type TileStatus } from "~/components/Tile";
import { TrialNotice } from "~/components/TrialNotice";
import { signedInRequest } from "~/.server/route-request";
import { resendOwnConfirmation } from "~/.server/services/account";
import { contractNumberOf } from "~/domain/trial";
import { loadOverview, markActivationGreeted, shouldGreetActivation } from "~/.server/services/overview";
import { currentDeathReport } from "~/.server/services/backoffice/deaths";
import { readIntent } from "~/.server/intent";
import { withErrorPages } from "~/.server/service-errors";
import { redirectWithToast } from "~/.server/toast";
import { tileWording, type OverviewBanner, type OverviewTile } from "~/domain/overview";
import { safeRedirectPath } from "~/domain/safe-redirect";
import { t } from "~/i18n";
import { pageTitle } from "~/meta";
import type { Route } from "./+types/index";

export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const { db, runtime, actor, ip } = signedInRequest({ request, context });
  const result = await loadOverview(db, actor, { ip, content: runtime.content });
  if (!result) {
    if (actor.isStaff) throw redirect(href("/salesforce"));
    throw data({ message: t("overview.noProvision") }, { status: 404 });
  }
  const { provision, overview, banner, trial } = result;
  return {
    // Only what the page shows goes into the page's data (the content entries carry intro texts too).
    name: [provision.firstname, provision.lastname].filter(Boolean).join(" ") || actor.displayName,
    overview: {
      upper: overview.upper.map(tileView),
      lower: overview.lower.map(tileView),
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
  const { db, config, actor, ip, session } = signedInRequest({ request, context });
  const { intent, form } = await readIntent(request, ["greeted", "resend"] as const);
  if (intent === "greeted") {
    await markActivationGreeted(db, actor);
    return redirect(safeRedirectPath(form.get("to"), href("/overview")));
  }
  const toast = await resendOwnConfirmation(db, actor, { ip, config });
  return redirectWithToast(href("/overview"), session, toast);
});

/** The fields of a tile the overview renders; a completed tile in its done wording (decision 0039). */
function tileView(tile: OverviewTile) {
  const { id, title, state, comingSoonText } = tile;
  return { id, title, state, comingSoonText, ...tileWording(tile) };
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
  return (
    <TileGrid label={label}>
      {tiles.map((tile) => (
        <Tile
          key={tile.id}
          title={tile.title}
          description={tile.description}
          status={tileStatus(tile)}
          href={tile.buttonLink ?? undefined}
          actionLabel={tile.buttonText || undefined}
          infoHref={`?dialog=${encodeURIComponent(tile.id)}`}
        />
      ))}
    </TileGrid>
  );
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { overview, banner, name, greet, trial, contractNumber, deathReport } = loaderData;
  const trialShown = banner === "trial" || banner === "trialExpired" || banner === "cancelled";
  const [params] = useSearchParams();
  const dialog = params.get("dialog");
  const comingSoon = [...overview.upper, ...overview.lower].find(
    (tile) => tile.id === dialog && tile.state === "comingSoon",
  );
  return (
    <>
      <PageHeading lead={<p>{t("overview.greeting", { name })}</p>}>{t("overview.title")}</PageHeading>
      {trialShown ? <TrialNotice notice={trial} /> : banner ? <OverviewBannerView banner={banner} /> : null}
      {/* The trial notice names the number itself (decision 0035). */}
      {contractNumber !== null && !(trialShown && trial?.contractNumber != null) ? (
        <p>{t("billing.trial.contract", { number: String(contractNumber) })}</p>
      ) : null}
      {deathReport ? (
        <p>
          <Link
            to={
              deathReport.report
                ? href("/backoffice/deaths/:reportId", { reportId: deathReport.report.id })
                : href("/backoffice/deaths/report")
            }
          >
            {t(deathReport.report ? "backoffice.deaths.overview.view" : "backoffice.deaths.overview.report")}
          </Link>
        </p>
      ) : null}
      <section aria-labelledby="overview-upper">
        <h2 id="overview-upper">{t("overview.upper.title")}</h2>
        <p>{t("overview.upper.count", { done: overview.upperCompleted, total: overview.upper.length })}</p>
        <Tiles tiles={overview.upper} label={t("overview.upper.title")} />
      </section>
      <section aria-labelledby="overview-lower">
        <h2 id="overview-lower">{t("overview.lower.title")}</h2>
        <Tiles tiles={overview.lower} label={t("overview.lower.title")} />
      </section>
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
