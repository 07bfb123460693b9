/** What every pricing route module needs on the server: the actor, the provision, the stepper's draft. */
import { trialNotice } from "~/.server/services/billing/trial";
import { redirect, type RouterContextProvider } from "react-router";
import { requireActor } from "~/.server/auth/guards";
import { requestInfoContext, runtimeContext } from "~/.server/context";
import { readProvision } from "~/.server/services/provisions";
import { quote } from "~/.server/services/pricing";
import { wizardRequest } from "~/.server/wizard";
import { PRICING_BASE } from "~/domain/pricing/paths";
import { pricingWizard } from "~/domain/pricing/wizard";
import { isPaid } from "~/domain/trial";

type Context = Readonly<RouterContextProvider>;

/** The signed-in actor's provision and what goes with it (403/404 as German pages through withErrorPages). */
export async function pricingRequest(context: Context, request: Request) {
  const actor = requireActor(context, request);
  const runtime = context.get(runtimeContext);
  const { ip } = context.get(requestInfoContext);
  const { db } = runtime.database;
  const provision = await readProvision(db, actor, { ip });
  // billing (decision 0022): the trial notice every pricing page shows under its heading.
  return { actor, runtime, config: runtime.config, db, ip, provision, trial: trialNotice(provision) };
}

/** The stepper's draft API for this request. */
export const pricingDraft = (context: Context) => wizardRequest(context, pricingWizard);

/** A paid provision has nothing left to book: the stepper pages send it to the price-guarantee page. */
export function refusePaid(provision: Parameters<typeof isPaid>[0]): void {
  if (isPaid(provision)) throw redirect(PRICING_BASE);
}

/** The prices of the chosen plan for this provision (null: plan gone); see `quote`. */
export const chosenPrices = quote;
