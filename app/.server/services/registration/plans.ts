import { asc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { plans, type FuneralPlan, type FuneralType } from "../../db/schema";

export interface PlanChoice {
  id: FuneralPlan;
  name: string;
  description: string;
}

/** The plans to choose from in the wizard; sea funerals use the plans' own sea labels and descriptions. */
export async function planChoices(db: Db, funeralType: FuneralType | undefined): Promise<PlanChoice[]> {
  const rows = await db.select().from(plans).orderBy(asc(plans.sort));
  return rows.map((plan) => ({
    id: plan.id,
    name: funeralType === "sea" ? plan.seaName : plan.name,
    description: funeralType === "sea" ? plan.seaDescription : plan.description,
  }));
}
