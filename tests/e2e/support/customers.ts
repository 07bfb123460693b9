import type { BrowserContext } from "@playwright/test";
import type { Accounts, CustomerOptions } from "./accounts";

/** Completed-years birth date for someone who is `age` today and at the insurance start (first of next month). */
export function birthDateForAge(age: number): string {
  const now = new Date();
  // Born in the middle of the year before: the age is the same today and at the start date.
  const year = now.getFullYear() - age - (now.getMonth() < 6 ? 1 : 0);
  return `${year}-06-15`;
}

/** A new customer with these options, signed in by fixture in this browser context. */
export async function signedIn(accounts: Accounts, context: BrowserContext, options: CustomerOptions) {
  const customer = await accounts.customer(options);
  await accounts.signIn(context, customer);
  return customer;
}
