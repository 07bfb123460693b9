import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import { readExtra } from "~/.server/services/backoffice/catalogue";
import { formatNetPriceInput } from "~/domain/catalogue";
import { t } from "~/i18n";
import type { Route } from "./+types/extras.$extraId";
import { PriceItemPage } from "./price-item-page";
import { priceItemAction } from "./price-item.server";

/** /backoffice/catalogue/extras/:extraId: an extra's name and net price; withdraw or restore it. */
export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { db, actor } = requestOf(args, "staff");
  const extra = await readExtra(db, actor, { id: args.params.extraId });
  return {
    title: t("backoffice.catalogue.extra.editTitle", { name: extra.name }),
    withdrawn: extra.deletedAt !== null,
    demo: extra.demo,
    prefill: { name: extra.name, price: formatNetPriceInput(extra.priceCents) },
  };
});

export const action = withErrorPages(async (args: Route.ActionArgs) =>
  priceItemAction(args, "extra", async (db, actor) => {
    const extra = await readExtra(db, actor, { id: args.params.extraId });
    return { id: extra.id, name: extra.name };
  }),
);

export default function EditExtra({ loaderData, actionData }: Route.ComponentProps) {
  return <PriceItemPage loaderData={loaderData} actionData={actionData} />;
}
