import { Form, href, Link } from "react-router";
import { ButtonLink, Button } from "~/components/Button";
import { DemoLabel, DemoNotice } from "~/components/DemoLabel";
import { PageHeading } from "~/components/PageHeading";
import { ScrollTable } from "~/components/ScrollTable";
import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import {
  COUPON_SORTS,
  listCoupons,
  type CouponSort,
  type SortDirection,
} from "~/.server/services/backoffice/coupons";
import { couponStatus } from "~/domain/backoffice/coupons";
import { t } from "~/i18n";
import type { CouponKind } from "~/domain/pricing/coupons";
import { formatViewDate } from "~/i18n/format";
import { pageTitle } from "~/meta";
import type { Route } from "./+types/index";
import styles from "./coupons.module.css";

const LIST = href("/backoffice/coupons");

/** The list's order from the query (`?sort=uses&dir=desc`); anything unknown → by code, ascending. */
function orderOf(url: URL): { sort: CouponSort; dir: SortDirection } {
  const sort = COUPON_SORTS.find((name) => name === url.searchParams.get("sort")) ?? "code";
  const dir = url.searchParams.get("dir") === "desc" ? "desc" : "asc";
  return { sort, dir };
}

/** /backoffice/coupons: every coupon with what it gives, its window, its limit and how often it was used. */
export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { db, actor, runtime } = requestOf(args, "staff");
  const order = orderOf(new URL(args.request.url));
  const now = runtime.clock.now();
  const rows = await listCoupons(db, actor, order);
  return {
    order,
    coupons: rows.map((coupon) => ({
      code: coupon.code,
      kind: coupon.kind,
      percent: coupon.discountPercent,
      step: coupon.guaranteeStep ?? 0,
      validFrom: coupon.validFrom ? formatViewDate(coupon.validFrom) : null,
      validUntil: coupon.validUntil ? formatViewDate(coupon.validUntil) : null,
      maxUses: coupon.maxUses,
      uses: coupon.uses,
      active: coupon.active,
      status: couponStatus(coupon, now, coupon.uses),
      demo: coupon.demo,
    })),
  };
});

export const meta = () => pageTitle(t("backoffice.coupons.title"));

function gives({ kind, percent, step }: { kind: CouponKind; percent: number; step: number }): string {
  if (percent > 0 && step > 0) return t("backoffice.coupons.gives.both", { percent, step });
  return step > 0
    ? t("backoffice.coupons.gives.step", { step })
    : t("backoffice.coupons.gives.percent", { kind, percent });
}

const columnName = (name: CouponSort) => t(`backoffice.coupons.column.${name}`);

/** A column heading that sorts by its column: ascending first, the other way when it is the current order. */
function SortHeader({ name, order }: { name: CouponSort; order: { sort: CouponSort; dir: SortDirection } }) {
  const current = order.sort === name;
  const next: SortDirection = current && order.dir === "asc" ? "desc" : "asc";
  return (
    <th
      scope="col"
      aria-sort={current ? (order.dir === "asc" ? "ascending" : "descending") : undefined}
      className={styles.nowrap}
    >
      <Link
        className={styles.sort}
        to={`${LIST}?sort=${name}&dir=${next}`}
        aria-label={t("backoffice.coupons.sortBy", {
          column: columnName(name),
          direction: t(`backoffice.coupons.direction.${next}`),
        })}
      >
        {columnName(name)}
        {current ? (order.dir === "asc" ? " ▲" : " ▼") : null}
      </Link>
    </th>
  );
}

export default function Coupons({ loaderData }: Route.ComponentProps) {
  const { coupons, order } = loaderData;
  return (
    <>
      <DemoNotice shown={coupons.some((coupon) => coupon.demo)} />
      <PageHeading lead={<p>{t("backoffice.coupons.lead")}</p>}>{t("backoffice.coupons.title")}</PageHeading>
      <p className={styles.toolbar}>
        <ButtonLink to={href("/backoffice/coupons/new")}>{t("backoffice.coupons.new")}</ButtonLink>
      </p>
      {coupons.length === 0 ? (
        <p>{t("backoffice.coupons.empty")}</p>
      ) : (
        <ScrollTable
          label={t("backoffice.coupons.table.region")}
          caption={
            <>
              {t("backoffice.coupons.table.caption", {
                column: columnName(order.sort),
                direction: t(`backoffice.coupons.direction.${order.dir}`),
              })}
              {" · "}
              {t("backoffice.coupons.count", { count: coupons.length })}
            </>
          }
          className={styles.tableWrap}
        >
          <thead>
            <tr>
              <SortHeader order={order} name="code" />
              <SortHeader order={order} name="gives" />
              <SortHeader order={order} name="validFrom" />
              <SortHeader order={order} name="validUntil" />
              <SortHeader order={order} name="maxUses" />
              <SortHeader order={order} name="uses" />
              <SortHeader order={order} name="active" />
              <th scope="col">{t("backoffice.coupons.column.actions")}</th>
            </tr>
          </thead>
          <tbody>
            {coupons.map((coupon) => (
              <tr key={coupon.code}>
                <th scope="row">
                  <Link
                    to={href("/backoffice/coupons/:code", { code: coupon.code })}
                    aria-label={t("backoffice.coupons.edit", { code: coupon.code })}
                    className={styles.code}
                  >
                    {coupon.code}
                  </Link>{" "}
                  {coupon.demo ? <DemoLabel /> : null}
                </th>
                <td>{gives(coupon)}</td>
                <td className={styles.nowrap}>{coupon.validFrom ?? t("backoffice.coupons.window.open")}</td>
                <td className={styles.nowrap}>{coupon.validUntil ?? t("backoffice.coupons.window.open")}</td>
                <td className={styles.number}>{coupon.maxUses ?? t("backoffice.coupons.unlimited")}</td>
                <td className={styles.number} data-testid={`uses-${coupon.code}`}>
                  {coupon.uses}
                </td>
                <td>{t(`backoffice.coupons.status.${coupon.active ? coupon.status : "inactive"}`)}</td>
                <td>
                  <Form
                    method="post"
                    action={href("/backoffice/coupons/:code", { code: coupon.code })}
                    className={styles.inline}
                  >
                    <Button
                      type="submit"
                      name="intent"
                      value={coupon.active ? "deactivate" : "activate"}
                      variant="secondary"
                      aria-label={t(
                        coupon.active
                          ? "backoffice.coupons.deactivateNamed"
                          : "backoffice.coupons.activateNamed",
                        { code: coupon.code },
                      )}
                    >
                      {t(coupon.active ? "backoffice.coupons.deactivate" : "backoffice.coupons.activate")}
                    </Button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </>
  );
}
