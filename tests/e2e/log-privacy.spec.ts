import fs from "node:fs";
import { expect, test } from "./support/fixtures";
import { proposalBody } from "./support/partners";

/**
 * The server's log (a line per request, `tests/e2e/support/server.ts`) names no one: after a journey through the
 * links and searches that carry personal data or tokens in their URL, none of the e-mail addresses, names and
 * tokens it used is in the log, while the requests themselves are (app/.server/http/redact.ts).
 */

const unique = () => Math.random().toString(36).slice(2, 10);

test("the server's log keeps no e-mail address, name or token a journey used", async ({
  page,
  accounts,
  request,
  server,
}) => {
  const lastname = `Loggmann${unique()}`.replace(/\d/g, "x");
  const customer = await accounts.customer({ lastname });
  const admin = await accounts.staff({ role: "admin" });
  await accounts.signIn(page.context(), admin);

  // A partner's sign-up link: it prefills a name, an e-mail address and a phone number.
  await page.goto("/backoffice/partners");
  await page.getByLabel("Name des Partners").fill(`Bestattungshaus ${unique()}`);
  await page.getByRole("button", { name: "Schlüssel anlegen" }).click();
  const key = (await page.getByTestId("created-key").textContent())!.trim();
  const partnerEmail = `partnerlog-${unique()}@example.de`;
  const proposal = await request.post("/api/v1/proposals", {
    headers: { Authorization: `Bearer ${key}`, "Idempotency-Key": unique() },
    data: proposalBody(partnerEmail),
  });
  expect(proposal.status()).toBe(201);
  const signUpPath = new URL(((await proposal.json()) as { signUpUrl: string }).signUpUrl).pathname;
  const partnerToken = signUpPath.split("/").pop()!;

  // Customer care's search by e-mail address and by name, through the search form.
  for (const term of [customer.email, lastname]) {
    await page.goto("/backoffice/customers");
    await page.getByLabel("Name, E-Mail, Vertragsnummer oder Postleitzahl").fill(term);
    await page.getByRole("button", { name: "Suchen", exact: true }).click();
    await expect(page.getByRole("main")).toContainText(`${lastname}, Anna`);
  }

  // Signed out: the partner's link, a trusted person's link, an activation link with its code and address.
  await page.context().clearCookies();
  await page.goto(signUpPath);
  await expect(page).toHaveURL("/register/data");
  const readToken = `Einsicht${unique()}${unique()}${unique()}`;
  await page.goto(`/einsicht/${readToken}`);
  await page.goto(`/activate-account?code=918273&username=${encodeURIComponent(customer.email)}`);

  const log = fs.readFileSync(server.logFile, "utf8");
  // The requests are logged, their personal parts replaced.
  expect(log).toContain('"url":"/register/partner/[redacted]"');
  expect(log).toContain('"url":"/einsicht/[redacted]"');
  // With JavaScript the search is a data request of the client-side navigation.
  expect(log).toMatch(/"url":"\/backoffice\/customers(\.data)?\?q=\[redacted\]/);
  for (const secret of [
    customer.email,
    encodeURIComponent(customer.email),
    lastname,
    partnerEmail,
    "Partnerkunde",
    partnerToken,
    readToken,
    key,
    "918273",
  ]) {
    expect(log, `the log names ${secret}`).not.toContain(secret);
  }
});
