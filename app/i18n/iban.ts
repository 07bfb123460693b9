/** IBAN display (ibantools); its own module so that pages without an IBAN skip the library. */
import { friendlyFormatIBAN } from "ibantools";

/** IBAN in groups of four for display, e.g. "DE89 3704 0044 0532 0130 00". */
export function formatIban(iban: string): string {
  return friendlyFormatIBAN(iban) ?? iban;
}
