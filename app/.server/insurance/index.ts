import type { Runtime } from "../runtime";
import { embeddedInsurance } from "./embedded";
import { httpInsurance } from "./http";
import type { InsurancePort } from "./port";

export type { HdhDocument, InsurancePort } from "./port";
export { applicationFileName, trustContractPdf } from "./documents";

const adapters = new WeakMap<object, InsurancePort>();

/** One insurance adapter per runtime: the insurer's API when INSURANCE_URL is set, else the embedded one. */
export function insuranceFor(runtime: Pick<Runtime, "config">): InsurancePort {
  let port = adapters.get(runtime);
  if (!port) {
    const { INSURANCE_URL, INSURANCE_TOKEN } = runtime.config;
    port = INSURANCE_URL
      ? httpInsurance({ url: INSURANCE_URL, token: INSURANCE_TOKEN })
      : embeddedInsurance();
    adapters.set(runtime, port);
  }
  return port;
}
