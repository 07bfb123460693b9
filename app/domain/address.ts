/**
 * The customer's one postal address (decision 0108): street with house number in one line, postal code and place,
 * stored once on the provision (`street`, `postalCode`, `city`) and offered by every form that needs it. Pure.
 */

/** A complete postal address: "Hauptstraße 5", "24103", "Kiel". */
export interface PostalAddress {
  street: string;
  postalCode: string;
  city: string;
}

/** The address columns as a row holds them (each may be missing). */
export interface AddressColumns {
  street: string | null;
  postalCode: string | null;
  city: string | null;
}

const filled = (value: string | null | undefined): value is string =>
  typeof value === "string" && value.trim() !== "";

/** The stored address when all three parts are there, else null (a partial address posts nothing). */
export function storedAddress(columns: AddressColumns): PostalAddress | null {
  const { street, postalCode, city } = columns;
  return filled(street) && filled(postalCode) && filled(city) ? { street, postalCode, city } : null;
}

/**
 * A form's first values with the stored address in place of its address parts: the customer's one address wins
 * over what a wizard's draft kept from before (it may have been changed since, on the profile or in another form).
 */
export function withStoredAddress<T extends object>(values: T, columns: AddressColumns): T {
  const stored = storedAddress(columns);
  return stored ? { ...values, ...stored } : values;
}

/** A person's name as a form or a row holds it. */
export interface PersonName {
  firstname: string | null;
  lastname: string | null;
}

const nameKey = (name: string | null) => (name ?? "").trim().replace(/\s+/g, " ").toLocaleLowerCase("de");

/**
 * Whether a form's name is the customer's own, so that the address beside it is the customer's address: a billing
 * address for someone else (a daughter who pays) is that person's and never becomes the customer's. Without a name
 * stored there is nothing to tell them apart by: it counts as the customer's.
 */
export function isCustomersName(customer: PersonName, typed: PersonName): boolean {
  if (nameKey(customer.firstname) === "" && nameKey(customer.lastname) === "") return true;
  return (
    nameKey(customer.firstname) === nameKey(typed.firstname) &&
    nameKey(customer.lastname) === nameKey(typed.lastname)
  );
}

/** Whether two addresses are the same, part by part. */
export function sameAddress(a: AddressColumns, b: AddressColumns): boolean {
  return a.street === b.street && a.postalCode === b.postalCode && a.city === b.city;
}

/** The address in the two lines of a letter: "Hauptstraße 5" and "24103 Kiel". */
export function addressLines(address: PostalAddress): [string, string] {
  return [address.street, `${address.postalCode} ${address.city}`];
}

/** A house number: digits, then maybe a letter and a range ("5", "12a", "5 a", "5-7", "12/14"). */
const HOUSE_NUMBER = /^\d+\s?[a-z]?(?:\s?[-/–]\s?\d+\s?[a-z]?)?$/i;
/** A house number written onto the street ("Hauptstr.5"). */
const GLUED = /^(.*\D)(\d+\s?[a-z]?(?:\s?[-/–]\s?\d+\s?[a-z]?)?)$/i;

/**
 * The street line split as an insurer's form asks for it (street, house number): the house number is the last
 * part of the line ("Straße des 17. Juni 135" → "Straße des 17. Juni", "135"; "Hauptstr. 5 a" → "Hauptstr.",
 * "5 a"); a line that does not end in one keeps it whole, with an empty house number.
 */
export function splitStreet(line: string): { street: string; houseNumber: string } {
  const text = line.trim().replace(/\s+/g, " ");
  const words = text.split(" ");
  for (let start = Math.max(1, words.length - 3); start < words.length; start++) {
    const tail = words.slice(start).join(" ");
    if (HOUSE_NUMBER.test(tail)) return { street: words.slice(0, start).join(" "), houseNumber: tail };
  }
  const glued = GLUED.exec(text);
  if (glued?.[1]?.trim()) return { street: glued[1].trim(), houseNumber: glued[2]! };
  return { street: text, houseNumber: "" };
}
