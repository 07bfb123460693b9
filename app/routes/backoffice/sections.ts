import { href } from "react-router";
import type { BackOfficeNeed } from "~/.server/auth/actor";
import type { MessageKey } from "~/i18n";

/** One section of the back office: where it is, who may use it, its name and one line on what it is for. */
export interface BackOfficeSection {
  path: string;
  need: BackOfficeNeed;
  title: MessageKey;
  lead: MessageKey;
}

/** The back office's sections in the order of the navigation: customer care's work first, then the admins'. */
export const SECTIONS: readonly BackOfficeSection[] = [
  {
    path: href("/backoffice/customers"),
    need: "care",
    title: "backoffice.section.customers",
    lead: "backoffice.section.customers.lead",
  },
  {
    path: href("/backoffice/deaths"),
    need: "care",
    title: "backoffice.section.deaths",
    lead: "backoffice.section.deaths.lead",
  },
  {
    path: href("/backoffice/letters"),
    need: "care",
    title: "backoffice.section.letters",
    lead: "backoffice.section.letters.lead",
  },
  {
    path: href("/salesforce"),
    need: "care",
    title: "backoffice.section.crm",
    lead: "backoffice.section.crm.lead",
  },
  {
    path: href("/backoffice/catalogue"),
    need: "admin",
    title: "backoffice.section.catalogue",
    lead: "backoffice.section.catalogue.lead",
  },
  {
    path: href("/backoffice/sites"),
    need: "admin",
    title: "backoffice.section.sites",
    lead: "backoffice.section.sites.lead",
  },
  {
    path: href("/backoffice/coupons"),
    need: "admin",
    title: "backoffice.section.coupons",
    lead: "backoffice.section.coupons.lead",
  },
  {
    path: href("/backoffice/staff"),
    need: "admin",
    title: "backoffice.section.staff",
    lead: "backoffice.section.staff.lead",
  },
  {
    path: href("/backoffice/partners"),
    need: "admin",
    title: "backoffice.section.partners",
    lead: "backoffice.section.partners.lead",
  },
  {
    path: href("/backoffice/maintenance"),
    need: "admin",
    title: "backoffice.section.maintenance",
    lead: "backoffice.section.maintenance.lead",
  },
];
