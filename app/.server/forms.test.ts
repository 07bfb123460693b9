import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ServiceError } from "~/domain/errors";
import { invalid, parseForm, reply, secretFields } from "./forms";

const SECRET = "Geheim-4711!";
const schema = z.object({ email: z.string().min(1), password: z.string().min(20), newPassword: z.string() });

async function submit(fields: Record<string, string>) {
  const request = new Request("http://localhost/login", {
    method: "POST",
    body: new URLSearchParams(fields),
  });
  return (await parseForm(request, schema)).submission;
}

describe("secretFields", () => {
  it("names every password-like field, nested ones too, and nothing else", () => {
    expect(
      secretFields({ email: "a", password: "x", newPassword: "y", bank: { iban: "DE", owner: "o" }, q: "z" }),
    ).toEqual(["password", "newPassword", "bank.iban"]);
  });
});

describe("reply and invalid", () => {
  it("never send a password back, whatever the error, but keep what else was typed", async () => {
    const submission = await submit({ email: "anna@example.de", password: SECRET, newPassword: SECRET });
    expect(submission.status).toBe("error");
    const answers = [
      reply(submission),
      reply(submission, { formErrors: ["x"] }),
      invalid(submission).data,
      invalid(submission, new ServiceError("NotAuthorizedException")).data,
      invalid(submission, { formErrors: ["Bitte leer lassen"] }).data,
    ];
    for (const answer of answers) {
      const json = JSON.stringify(answer);
      expect(json).not.toContain(SECRET);
      expect(json).toContain("anna@example.de");
    }
    expect(invalid(submission, new ServiceError("NotAuthorizedException")).init?.status).toBe(401);
  });
});
