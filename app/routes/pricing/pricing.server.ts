/** What the pricing route modules share on the server: the stepper's draft, the paid check, the prices. */
import { redirect, type RouterContextProvider } from "react-router";
import { quote } from "~/.server/services/pricing";
import { wizardRequest } from "~/.server/wizard";
import { PRICING_BASE } from "~/domain/pricing/paths";
import { pricingWizard } from "~/domain/pricing/wizard";
import { isPaid } from "~/domain/billing/trial";

type Context = Readonly<RouterContextProvider>;

/** The stepper's draft API for this request. */
export const pricingDraft = (context: Context) => wizardRequest(context, pricingWizard);

/** A paid provision has nothing left to book: the stepper pages send it to the price-guarantee page. */
export function refusePaid(provision: Parameters<typeof isPaid>[0]): void {
  if (isPaid(provision)) throw redirect(PRICING_BASE);
}

/** The prices of the chosen plan for this provision (null: plan gone); see `quote`. */
export const chosenPrices = quote;
