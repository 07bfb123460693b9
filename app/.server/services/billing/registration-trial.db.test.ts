import { randomUUID } from "node:crypto";
import { expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { trialEndFor } from "~/domain/billing/trial";
import { registrationDataSchema } from "~/domain/validation";
import { DEFAULT_HOTLINE } from "../../config";
import { useTestDatabase } from "../../testing/test-database";
import { provisions } from "../../db/schema";
import { registerCustomer } from "../registration";

const database = useTestDatabase();
it("starts the 4-week trial when sign-up creates the provision", async () => {
  const result = await registerCustomer(
    database.db,
    {
      submissionId: randomUUID(),
      answers: {
        funeralType: "cremation",
        funeralPlan: "basic",
        place: { code: "24103", city: "Kiel" },
        provisionBirth: "1950-12-24",
      },
      data: registrationDataSchema.parse({
        salutation: "madame",
        firstname: "Anna",
        lastname: "Müller",
        phone: "0431 1234567",
        email: `trial-${Date.now()}@example.de`,
        password: "geheim123",
        terms: true,
      }),
    },
    {
      ip: "10.77.0.1",
      now: new Date(),
      config: { BASE_URL: "https://portal.example", hotline: DEFAULT_HOTLINE },
    },
  );
  const [provision] = await database.db
    .select()
    .from(provisions)
    .where(eq(provisions.id, result.provisionId));
  expect(provision!.trialEndsAt).toEqual(trialEndFor(provision!.formSubmissionTime!));
  expect(provision!.trialEndsAt!.getTime() - provision!.createdAt.getTime()).toBeGreaterThan(28 * 86_400_000);
});
