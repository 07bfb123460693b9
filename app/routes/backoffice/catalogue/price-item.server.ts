/** The action of a service's or an extra's edit page: preview, save, withdraw (after a count), restore. */
import { data, href } from "react-router";
import { parseForm } from "~/.server/forms";
import { readIntent } from "~/.server/intent";
import { requestOf, type RouteArgs } from "~/.server/route-request";
import {
  priceItemImpact,
  saveExtra,
  saveService,
  setWithdrawn,
  withdrawalImpact,
} from "~/.server/services/backoffice/catalogue";
import { redirectWithToast } from "~/.server/toast";
import { priceItemSchema } from "~/domain/catalogue/validation";
import { t } from "~/i18n";
import type { Actor } from "~/.server/auth/actor";
import type { Db } from "~/.server/db/client";
import { previewAnswer, refused, refusedByService } from "./catalogue.server";
import type { PriceItemAnswer } from "./price-item-page";

const INTENTS = ["preview", "save", "withdraw-preview", "withdraw", "restore"] as const;

export async function priceItemAction(
  args: RouteArgs,
  kind: "service" | "extra",
  read: (db: Db, actor: Actor) => Promise<{ id: string; name: string }>,
) {
  const { db, actor, ip, session, runtime } = requestOf(args, "staff");
  const { id, name } = await read(db, actor);
  const { request } = args;
  const { intent } = await readIntent(request.clone(), INTENTS);
  const page =
    kind === "service"
      ? href("/backoffice/catalogue/services/:serviceId", { serviceId: id })
      : href("/backoffice/catalogue/extras/:extraId", { extraId: id });
  if (intent === "withdraw-preview") {
    return data<PriceItemAnswer>({ withdrawPreview: await withdrawalImpact(db, actor, { kind, id }) });
  }
  if (intent === "withdraw" || intent === "restore") {
    const withdrawn = intent === "withdraw";
    const impact = await setWithdrawn(db, actor, { kind, id, withdrawn }, { ip, now: runtime.clock.now() });
    return redirectWithToast(page, session, {
      kind: "success",
      message: withdrawn
        ? t("backoffice.catalogue.toast.withdrawn", { name, count: impact.outdated })
        : t("backoffice.catalogue.toast.restored", { name }),
    });
  }
  const { submission } = await parseForm(request, priceItemSchema);
  if (submission.status !== "success") return refused(submission);
  const values = submission.value;
  try {
    if (intent === "preview") {
      return previewAnswer(
        submission,
        await priceItemImpact(db, actor, { kind, id, priceCents: values.price, name: values.name }),
      );
    }
    const save = kind === "service" ? saveService : saveExtra;
    const impact = await save(db, actor, { id, values }, { ip });
    return redirectWithToast(href("/backoffice/catalogue"), session, {
      kind: "success",
      message: t("backoffice.catalogue.toast.savedImpact", { name: values.name, count: impact.outdated }),
    });
  } catch (error) {
    return refusedByService(submission, error);
  }
}
