import type { Runtime } from "../runtime";
import { embeddedCrm } from "./embedded";
import { httpCrm } from "./http";
import type { CrmPort } from "./port";

export type { CrmPort } from "./port";

/** The CRM adapter for this runtime: the CRM API when `CRM_URL` is set, else accounts from our own data. */
export function createCrm(runtime: Pick<Runtime, "config" | "database">): CrmPort {
  const { CRM_URL, CRM_TOKEN } = runtime.config;
  return CRM_URL ? httpCrm({ url: CRM_URL, token: CRM_TOKEN }) : embeddedCrm(runtime.database.db);
}

const adapters = new WeakMap<object, CrmPort>();

/** One CRM adapter per runtime (until the runtime gets its own `crm` member). */
export function crmFor(runtime: Pick<Runtime, "config" | "database">): CrmPort {
  let crm = adapters.get(runtime);
  if (!crm) {
    crm = createCrm(runtime);
    adapters.set(runtime, crm);
  }
  return crm;
}
