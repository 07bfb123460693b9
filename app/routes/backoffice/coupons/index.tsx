import { Form, href, Link } from "react-router";
import { z } from "zod";
import { ButtonLink, Button } from "~/components/Button";
import { DemoLabel, DemoNotice } from "~/components/DemoLabel";
import { DataTable, sortableColumns, type Column } from "~/components/list/DataTable";
import { ListPage } from "~/components/list/ListPage";
import { dirParam, parseListQuery, sortParam } from "~/.server/list-query";
import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import { listCoupons } from "~/.server/services/backoffice/coupons";
import { COUPON_SORTS, couponStatus, type CouponSort } from "~/domain/backoffice/coupons";
import { listHref } from "~/domain/backoffice/lists";
import { t } from "~/i18n";
import type { CouponKind } from "~/domain/pricing/coupons";
import { formatViewDate } from "~/i18n/format";
import { pageTitle } from "~/meta";
import type { Route } from "./+types/index";
import styles from "./coupons.module.css";

/** The list's order from the query (`?sort=uses&dir=desc`); anything unknown → by code, ascending. */
const couponsQuery = z.object({ sort: sortParam(COUPON_SORTS, "code"), dir: dirParam() });

/** /backoffice/coupons: every coupon with what it gives, its window, its limit and how often it was used. */
export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { db, actor, runtime } = requestOf(args, "staff");
  const order = parseListQuery(args.request, couponsQuery);
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

type CouponRow = Route.ComponentProps["loaderData"]["coupons"][number];

/** The columns, each sortable but the last, in the order of `COUPON_SORTS`. */
function couponColumns(order: Route.ComponentProps["loaderData"]["order"]): Column<CouponRow>[] {
  const sorted = sortableColumns<CouponRow, CouponSort>((column) => ({
    order,
    href: (next) => listHref(href("/backoffice/coupons"), { ...next }),
    ariaLabel: (next) =>
      t("backoffice.coupons.sortBy", {
        column: columnName(column),
        direction: t(`backoffice.coupons.direction.${next}`),
      }),
    className: styles.nowrap,
    linkClassName: styles.sort,
  }));
  return [
    sorted("code", columnName("code"), {
      cell: (coupon) => (
        <>
          <Link
            to={href("/backoffice/coupons/:code", { code: coupon.code })}
            aria-label={t("backoffice.coupons.edit", { code: coupon.code })}
            className={styles.code}
          >
            {coupon.code}
          </Link>{" "}
          {coupon.demo ? <DemoLabel /> : null}
        </>
      ),
      rowHeader: true,
    }),
    sorted("gives", columnName("gives"), { cell: gives }),
    sorted("validFrom", columnName("validFrom"), {
      cell: (coupon) => coupon.validFrom ?? t("backoffice.coupons.window.open"),
      nowrap: true,
    }),
    sorted("validUntil", columnName("validUntil"), {
      cell: (coupon) => coupon.validUntil ?? t("backoffice.coupons.window.open"),
      nowrap: true,
    }),
    sorted("maxUses", columnName("maxUses"), {
      cell: (coupon) => coupon.maxUses ?? t("backoffice.coupons.unlimited"),
      numeric: true,
    }),
    sorted("uses", columnName("uses"), {
      cell: (coupon) => coupon.uses,
      numeric: true,
      testId: (coupon) => `uses-${coupon.code}`,
    }),
    sorted("active", columnName("active"), {
      cell: (coupon) => t(`backoffice.coupons.status.${coupon.active ? coupon.status : "inactive"}`),
    }),
    {
      header: t("backoffice.coupons.column.actions"),
      cell: (coupon) => (
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
              coupon.active ? "backoffice.coupons.deactivateNamed" : "backoffice.coupons.activateNamed",
              { code: coupon.code },
            )}
          >
            {t(coupon.active ? "backoffice.coupons.deactivate" : "backoffice.coupons.activate")}
          </Button>
        </Form>
      ),
    },
  ];
}

export default function Coupons({ loaderData }: Route.ComponentProps) {
  const { coupons, order } = loaderData;
  return (
    <ListPage
      before={<DemoNotice shown={coupons.some((coupon) => coupon.demo)} />}
      title={t("backoffice.coupons.title")}
      lead={<p>{t("backoffice.coupons.lead")}</p>}
      actions={
        <p className={styles.toolbar}>
          <ButtonLink to={href("/backoffice/coupons/new")}>{t("backoffice.coupons.new")}</ButtonLink>
        </p>
      }
      table={
        <DataTable
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
          columns={couponColumns(order)}
          rows={coupons}
          rowKey={(coupon) => coupon.code}
          empty={t("backoffice.coupons.empty")}
        />
      }
    />
  );
}
