import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { trialEndFor } from "~/domain/billing/trial";
import { DEFAULT_HOTLINE } from "../../config";
import { useTestDatabase } from "../../testing/test-database";
import { signUpInput } from "../../testing/identity";
import { provisions } from "../../db/schema";
import { registerCustomer } from "../registration";

const database = useTestDatabase();
it("starts the 4-week trial when sign-up creates the provision", async () => {
  const result = await registerCustomer(database.db, signUpInput("trial-"), {
    ip: "10.77.0.1",
    now: new Date(),
    config: { BASE_URL: "https://portal.example", hotline: DEFAULT_HOTLINE },
  });
  const [provision] = await database.db
    .select()
    .from(provisions)
    .where(eq(provisions.id, result.provisionId));
  expect(provision!.trialEndsAt).toEqual(trialEndFor(provision!.formSubmissionTime!));
  expect(provision!.trialEndsAt!.getTime() - provision!.createdAt.getTime()).toBeGreaterThan(28 * 86_400_000);
});
