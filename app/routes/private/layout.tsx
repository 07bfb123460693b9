import { Outlet, redirect, href } from "react-router";
import { Banner } from "~/components/Banner";
import { ReadOnlyPage } from "~/components/ReadOnly";
import { pagePath } from "~/.server/http/url";
import { requestOf } from "~/.server/route-request";
import {
  changePagesContext,
  heldFrozenAtContext,
  heldProvisionFrozenAt,
  ownProvisionFrozen,
} from "~/.server/services/after-death/freeze-guard";
import { readOnlyPageFor } from "~/domain/after-death/read-only";
import { t } from "~/i18n";
import { formatViewDate } from "~/i18n/format";
import type { Route } from "./+types/layout";
import { withErrorPages } from "~/.server/service-errors";

/** The one page the intro screens wait for: a direct link to a task page always opens that page. */
const INTRO_BEFORE = href("/overview");
const CLOSED_PATH = href("/vorsorge-abgeschlossen");

/**
 * Private routes: anonymous visitors go to /login keeping where they wanted to go;
 * the owner of a frozen provision (a confirmed death, decision 0063) sees only the calm page, for every
 * request, form posts included; staff on a frozen provision are sent from a page that only changes it to the
 * page that shows it; after sign-in the intro screens come before the overview (not before a page a link or a
 * bookmark asked for: they wait until the customer reaches the overview).
 */
export const middleware: Route.MiddlewareFunction[] = [
  async ({ request, context }) => {
    const { db, actor, session } = requestOf({ request, context }, "signedIn");
    const { path, search } = pagePath(request);
    // The calm page comes without intro screens (they would lead back here).
    if (path === CLOSED_PATH) return;
    if (await ownProvisionFrozen(db, actor, session)) throw redirect(CLOSED_PATH);
    if (request.method !== "GET") return;
    const frozenAt = await heldProvisionFrozenAt(db, actor);
    if (frozenAt) {
      const readOnlyPage = readOnlyPageFor(path, context.get(changePagesContext));
      if (readOnlyPage) throw redirect(readOnlyPage);
      context.set(heldFrozenAtContext, frozenAt);
    }
    if (session.get("showIntro") && path === INTRO_BEFORE) {
      throw redirect(`${href("/intro")}?redirectTo=${encodeURIComponent(path + search)}`);
    }
  },
];

/**
 * Staff on a frozen provision: the date of the confirmed death, for the notice on every page, and the change
 * pages the route modules declare, so that the kit leaves out the links to them.
 */
export const loader = withErrorPages(async function loader({ context }: Route.LoaderArgs) {
  const frozenAt = context.get(heldFrozenAtContext);
  return frozenAt
    ? { frozenOn: formatViewDate(frozenAt), changePages: context.get(changePagesContext) }
    : { frozenOn: null, changePages: null };
});

export default function PrivateLayout({ loaderData }: Route.ComponentProps) {
  const { frozenOn, changePages } = loaderData;
  return (
    <ReadOnlyPage changePages={changePages}>
      {frozenOn ? (
        <Banner variant="warning" title={t("afterDeath.staffNotice.title")}>
          <p>{t("afterDeath.staffNotice.text", { date: frozenOn })}</p>
        </Banner>
      ) : null}
      <Outlet />
    </ReadOnlyPage>
  );
}
