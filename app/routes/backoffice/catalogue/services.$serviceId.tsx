import { requestOf } from "~/.server/route-request";
import { withErrorPages } from "~/.server/service-errors";
import { readService } from "~/.server/services/backoffice/catalogue";
import { formatNetPriceInput } from "~/domain/catalogue";
import { t } from "~/i18n";
import type { Route } from "./+types/services.$serviceId";
import { PriceItemPage } from "./price-item-page";
import { priceItemAction } from "./price-item.server";

/** /backoffice/catalogue/services/:serviceId: a service's name and net price; withdraw or restore it. */
export const loader = withErrorPages(async (args: Route.LoaderArgs) => {
  const { db, actor } = requestOf(args, "staff");
  const service = await readService(db, actor, { id: args.params.serviceId });
  return {
    title: t("backoffice.catalogue.service.editTitle", { name: service.translations.shortname }),
    withdrawn: service.deletedAt !== null,
    demo: service.demo,
    prefill: { name: service.translations.shortname, price: formatNetPriceInput(service.priceCents) },
  };
});

export const action = withErrorPages(async (args: Route.ActionArgs) =>
  priceItemAction(args, "service", async (db, actor) => {
    const service = await readService(db, actor, { id: args.params.serviceId });
    return { id: service.id, name: service.translations.shortname };
  }),
);

export default function EditService({ loaderData, actionData }: Route.ComponentProps) {
  return <PriceItemPage loaderData={loaderData} actionData={actionData} />;
}
