/** The wishes create funnel per request (decision 0009 step machine, decision 0017). */
import { redirect, type RouterContextProvider, href } from "react-router";
import { wizardRequest } from "~/.server/wizard";
import { hasConsent, readWishes } from "~/.server/services/wishes";
import { hasWishes } from "~/domain/wishes";
import { wishesWizard, type WishesStep } from "~/domain/wishes/funnel";
import { requestOf } from "~/.server/route-request";

/**
 * The provision and the draft for a step. The funnel redirects to /overview/wishes when wishes
 * already exist; a step reached before the consent goes back to the intro.
 */
export async function funnelStep(
  context: Readonly<RouterContextProvider>,
  request: Request,
  step: WishesStep,
) {
  const area = requestOf({ request, context }, "signedIn");
  const provision = await readWishes(area.db, area.actor, { ip: area.ip });
  if (hasWishes(provision)) throw redirect(href("/overview/wishes"));
  const ctx = { consented: hasConsent(provision) };
  const wizard = wizardRequest(context, wishesWizard);
  const { draft } = await wizard.requireStep(request, step, ctx);
  return Object.assign(area, { provision, ctx, wizard, draft });
}

/** Where "Zurück" goes from a step: the previous step, or the wishes page from the intro. */
export function backPath(step: WishesStep): string {
  return wishesWizard.isFirst(step)
    ? href("/overview/wishes")
    : wishesWizard.path(wishesWizard.previous(step));
}

export const stepNumber = (step: WishesStep) => ({
  current: wishesWizard.stepNumber(step),
  total: wishesWizard.total,
});
