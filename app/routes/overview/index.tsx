import { data, Form, redirect, useSearchParams } from "react-router";
import { Banner } from "~/components/Banner";
import { Button, ButtonGroup } from "~/components/Button";
import { Dialog } from "~/components/Dialog";
import { PageHeading } from "~/components/PageHeading";
import { Tile, TileGrid, type TileStatus } from "~/components/Tile";
import { TrialNotice } from "~/components/TrialNotice";
import { requireActor } from "~/.server/auth/guards";
import { requestInfoContext, runtimeContext } from "~/.server/context";
import { resendOwnConfirmation } from "~/.server/services/account";
import { trialNotice } from "~/.server/services/billing/trial";
import { contractNumberOf } from "~/domain/trial";
import { loadOverview, markActivationGreeted, shouldGreetActivation } from "~/.server/services/overview";
import { readIntent, withErrorPages } from "~/.server/intent";
import { sessionContext } from "~/.server/session";
import { redirectWithToast } from "~/.server/toast";
import type { OverviewBanner, OverviewTile } from "~/domain/overview";
import { safeRedirectPath } from "~/domain/safe-redirect";
import { t } from "~/i18n";
import { pageTitle } from "~/meta";
import type { Route } from "./+types/index";

export const loader = withErrorPages(async ({ request, context }: Route.LoaderArgs) => {
  const actor = requireActor(context, request);
  const result = await loadOverview(context.get(runtimeContext), actor, context.get(requestInfoContext).ip);
  if (!result) {
    if (actor.isStaff) throw redirect("/salesforce");
    throw data({ message: t("overview.noProvision") }, { status: 404 });
  }
  const { provision, overview, banners } = result;
  return {
    // Only what the page shows goes into the page's data (the content entries carry intro texts too).
    name: [provision.firstname, provision.lastname].filter(Boolean).join(" ") || actor.displayName,
    overview: {
      upper: overview.upper.map(tileView),
      lower: overview.lower.map(tileView),
      upperCompleted: overview.upperCompleted,
    },
    banners,
    // billing: trial days left / free plan / cancelled (decision 0022).
    trial: trialNotice(provision),
    // The number the § 312k cancellation form asks for ("steht in Ihrer Übersicht"), once a plan is booked.
    contractNumber: contractNumberOf(provision),
    greet: shouldGreetActivation(provision) && !actor.heldProvisionId,
  };
});

export const action = withErrorPages(async ({ request, context }: Route.ActionArgs) => {
  const actor = requireActor(context, request);
  const runtime = context.get(runtimeContext);
  const { intent, form } = await readIntent(request, ["greeted", "resend"] as const);
  if (intent === "greeted") {
    await markActivationGreeted(runtime, actor);
    return redirect(safeRedirectPath(form.get("to"), "/overview"));
  }
  const toast = await resendOwnConfirmation(runtime, actor, { ip: context.get(requestInfoContext).ip });
  return redirectWithToast("/overview", context.get(sessionContext), toast);
});

/** The fields of a tile the overview renders. */
function tileView({ id, title, description, buttonText, buttonLink, state, comingSoonText }: OverviewTile) {
  return { id, title, description, buttonText, buttonLink, state, comingSoonText };
}
type TileView = ReturnType<typeof tileView>;

export const meta = () => pageTitle(t("overview.title"), false, "overview.description");

const BANNER_ACTIONS: Partial<Record<OverviewBanner, { href: string; label: string }>> = {
  notPaid: { href: "/overview/pricing/plans", label: t("overview.banner.notPaid.action") },
  birthDateMissing: { href: "/profile", label: t("overview.banner.birthDateMissing.action") },
};

function OverviewBannerView({ banner }: { banner: OverviewBanner }) {
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
  const { overview, banners, name, greet, trial, contractNumber } = loaderData;
  const [params] = useSearchParams();
  const dialog = params.get("dialog");
  const comingSoon = [...overview.upper, ...overview.lower].find(
    (tile) => tile.id === dialog && tile.state === "comingSoon",
  );
  return (
    <>
      <PageHeading lead={<p>{t("overview.greeting", { name })}</p>}>{t("overview.title")}</PageHeading>
      {banners.map((banner) => (
        <OverviewBannerView key={banner} banner={banner} />
      ))}
      {/* billing: the "no plan paid" banner above already links to the plans. */}
      <TrialNotice notice={trial} showAction={!banners.includes("notPaid")} />
      {contractNumber !== null && trial === null ? (
        <p>{t("billing.trial.contract", { number: String(contractNumber) })}</p>
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
        <Dialog open title={comingSoon.title} closeHref="/overview">
          <p>{comingSoon.comingSoonText ?? comingSoon.description}</p>
        </Dialog>
      ) : null}
      {greet && dialog !== "none" && !comingSoon ? (
        <Dialog
          open
          title={t("overview.activated.title")}
          closeHref="/overview?dialog=none"
          actions={
            <Form method="post">
              <input type="hidden" name="intent" value="greeted" />
              <ButtonGroup>
                <Button type="submit" name="to" value="/profile">
                  {t("overview.activated.profile")}
                </Button>
                <Button type="submit" name="to" value="/overview" variant="secondary">
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
