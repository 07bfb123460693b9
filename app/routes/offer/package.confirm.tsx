import { changesOnly } from "~/domain/after-death/read-only";

export const handle = changesOnly(href("/overview/offer"));
/**
 * /overview/offer/package/confirm?plan=… — the check page of a package change (decision 0109, GOV.UK "check
 * answers"): the package before and after, what comes and what leaves, the grave type when it follows the package,
 * and the offer's total before and after. Showing it writes nothing; "Paket wechseln" posts the package, the
 * version and the total shown, and the change is stored only when both still hold (else 409 with the change as it
 * would be now).
 */
import { data, Form, href, Link } from "react-router";
import { Banner } from "~/components/Banner";
import { PageHeading } from "~/components/PageHeading";
import { readShownTotal } from "~/.server/forms";
import { badRequest, readForm } from "~/.server/intent";
import { onServiceError, withErrorPages } from "~/.server/service-errors";
import { changePackage, previewPackageChange } from "~/.server/services/offer";
import { readProvision, readVersion } from "~/.server/services/provisions";
import { redirectWithToast } from "~/.server/toast";
import { FUNERAL_PLANS, type FuneralPlan } from "~/domain/constants";
import type { ProductCategory } from "~/domain/offer/constants";
import { t } from "~/i18n";
import { formatCents, formatCentsDifference } from "~/i18n/currency";
import type { Route } from "./+types/package.confirm";
import { packageProvision } from "./offer.server";
import { SubmitOrCancel } from "./views";
import styles from "./offer.module.css";

/** The package named by the address or the form; anything else is the German 400 page. */
function chosenPlan(value: FormDataEntryValue | null): FuneralPlan {
  return (FUNERAL_PLANS as readonly unknown[]).includes(value)
    ? (value as FuneralPlan)
    : badRequest(t("offer.package.unknown"));
}

export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { db, actor, provision } = await packageProvision(args);
  const plan = chosenPlan(new URL(args.request.url).searchParams.get("plan"));
  if (plan === provision.funeralPlan) badRequest(t("offer.package.unchanged"));
  return { preview: await previewPackageChange(db, actor, { plan, provision }) };
});

export const action = withErrorPages(async (args: Route.ActionArgs) => {
  const { db, actor, provision, session, ip, runtime } = await packageProvision(args);
  const form = await readForm(args.request);
  const plan = chosenPlan(form.get("plan"));
  // A second submit of a change already made (a double click without JavaScript): nothing more to do.
  if (plan === provision.funeralPlan) {
    return redirectWithToast(href("/overview/offer"), session, {
      kind: "info",
      message: t("offer.package.unchanged"),
    });
  }
  // The check page always sends the total it showed: a post without one is malformed (400), not a changed offer.
  const shownTotal = readShownTotal(form) ?? badRequest(t("error.request.malformed"));
  return onServiceError(
    async () => {
      const done = await changePackage(
        db,
        actor,
        { plan },
        {
          expectedVersion: readVersion(form),
          shownTotal,
          ip,
          now: runtime.clock.now(),
        },
      );
      return redirectWithToast(href("/overview/offer"), session, {
        kind: "success",
        message: t("offer.package.done", { name: done.name, total: formatCents(done.total) }),
      });
    },
    // The offer changed since the page was shown (another tab, a refresh, prices): nothing was stored, and the
    // page shows the change as it would be now.
    ["staleVersion", "offerPricesChanged", "offerLocked"],
    async (error) =>
      data(
        {
          refused:
            error.code === "offerLocked" ? t("offer.refused.locked") : t("offer.package.refused.stale"),
          // The page shows the change as it would be now (with JavaScript no loader runs after a 409).
          preview: await previewPackageChange(db, actor, {
            plan,
            provision: await readProvision(db, actor, { ip, audit: false }),
          }),
        },
        { status: 409 },
      ),
  );
});

export default function PackageConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const preview = actionData?.preview ?? loaderData.preview;
  const title = t("offer.package.check.title");
  const named = ({ category, name }: { category: ProductCategory | null; name: string }) =>
    category ? t("offer.items.product", { category: t(`offer.category.${category}`), name }) : name;
  const coming = preview.coming.map(named);
  const leaving = preview.leaving.map((item) =>
    t(`offer.package.check.reason.${item.reason}`, { name: named(item) }),
  );
  return (
    <>
      <title>{t("shell.title", { page: title })}</title>
      <PageHeading lead={<p>{t("offer.package.check.lead")}</p>}>{title}</PageHeading>
      {actionData?.refused ? (
        <Banner variant="error">
          <p role="alert">{actionData.refused}</p>
        </Banner>
      ) : null}
      <section className={styles.section} aria-labelledby="package-changes">
        <h2 id="package-changes">{t("offer.package.check.changes")}</h2>
        <dl className={styles.facts}>
          <dt>{t("offer.package.check.plan")}</dt>
          <dd data-testid="package-plan">
            {t("offer.package.check.planValue", { to: preview.to.name, from: preview.from.name })}
            <br />
            <Link to={`${href("/overview/offer/package")}?${new URLSearchParams({ plan: preview.to.plan })}`}>
              {t("offer.package.check.choose")}
            </Link>
          </dd>
          {preview.graveType ? (
            <>
              <dt>{t("offer.package.check.graveType")}</dt>
              <dd data-testid="package-grave-type">
                {t("offer.package.check.graveTypeValue", {
                  after: preview.graveType.after ?? t("offer.package.check.graveTypeNone"),
                  before: preview.graveType.before ?? t("offer.package.check.graveTypeNone"),
                })}
              </dd>
            </>
          ) : null}
          <dt>{t("offer.package.check.coming")}</dt>
          <dd data-testid="package-coming">
            {coming.length > 0 ? <List items={coming} /> : t("offer.package.check.comingNone")}
          </dd>
          <dt>{t("offer.package.check.leaving")}</dt>
          <dd data-testid="package-leaving">
            {leaving.length > 0 ? <List items={leaving} /> : t("offer.package.check.leavingNone")}
          </dd>
        </dl>
        <p>{t("offer.package.check.rest")}</p>
      </section>
      <section className={styles.section} aria-labelledby="package-prices">
        <h2 id="package-prices">{t("offer.package.check.prices")}</h2>
        <table className={styles.prices}>
          <caption className="visually-hidden">{t("offer.package.check.caption")}</caption>
          <tbody>
            <tr>
              <th scope="row">{t("offer.package.check.before", { plan: preview.from.name })}</th>
              <td data-testid="package-total-before">{formatCents(preview.totalBefore)}</td>
            </tr>
            <tr>
              <th scope="row">{t("offer.package.check.after", { plan: preview.to.name })}</th>
              <td data-testid="package-total-after">{formatCents(preview.totalAfter)}</td>
            </tr>
            <tr className={styles.total}>
              <th scope="row">{t("offer.package.check.difference")}</th>
              <td data-testid="package-difference">{formatCentsDifference(preview.difference)}</td>
            </tr>
          </tbody>
        </table>
        {preview.siteMissing ? <p>{t("offer.package.check.siteMissing")}</p> : null}
      </section>
      <Form method="post">
        <input type="hidden" name="plan" value={preview.to.plan} />
        <input type="hidden" name="version" value={preview.version} />
        <input type="hidden" name="shownTotal" value={preview.totalAfter} />
        <SubmitOrCancel>{t("offer.package.check.submit")}</SubmitOrCancel>
      </Form>
    </>
  );
}

function List({ items }: { items: readonly string[] }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
