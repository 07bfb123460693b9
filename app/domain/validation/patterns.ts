/**
 * Text patterns of the forms. Browser-safe regexes:
 * no lookbehind (Safari 12 is supported).
 */

/**
 * Person names: Latin letters of any European language (accents, umlauts, ß,
 * combining marks after NFC), spaces, dot, hyphen and apostrophe (' or ’).
 * The apostrophe is our addition: names like O'Brien or D’Angelo are real.
 * The first character must be a letter.
 */
export const NAME_PATTERN = /^\p{Script=Latin}[\p{Script=Latin}\p{M} .'’-]*$/u;

/**
 * Text a mail client would turn into a link, or that reads as a web address: "www", "http(s)", or a dot
 * directly followed by two letters ("beispiel.de", "www.x.com"). Names go into mails to other people's
 * addresses, so the portal must not carry a link in its own name (decision 0030). Initials ("A. B.", "A.B.")
 * stay allowed.
 */
export const LINK_LIKE = /\.\p{L}{2}|\b(?:www|https?)\b/iu;

/** Characters an e-mail address may contain (spec: Latin letters, digits, + @ . _; plus hyphen, see email.ts). */
export const EMAIL_ALLOWED_CHARACTERS = /^[A-Za-z0-9+@._-]*$/;

/** Shape of an address: dot-separated local part, domain labels, a TLD of two or more letters. */
export const EMAIL_FORMAT =
  /^[a-z0-9+_-]+(?:\.[a-z0-9+_-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/i;
/** RFC 5321 limit of a forward path. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Phone: starts with 0, 4 or +4 and continues with 3 to 14 characters of
 * digits, space, plus, hyphen, slash and round brackets.
 */
export const PHONE_PATTERN = /^(?:0|\+?4)[0-9 +\-/()]{3,14}$/;

/**
 * The customer's street and house number in one line (decision 0108): a letter (the street) and a digit (the
 * house number) anywhere in it — "Hauptstraße 5", "Straße des 17. Juni 135", "Hauptstr.5a".
 */
export const STREET_PATTERN = /^(?=.*\p{L})(?=.*\d)/u;

/** German postal code: exactly five digits. */
export const GERMAN_POSTAL_CODE_PATTERN = /^\d{5}$/;
/** Letter recipient postal code: five or more digits (capped at ten, our decision). */
export const LETTER_POSTAL_CODE_PATTERN = /^\d{5,10}$/;

/**
 * Place names (city): Latin letters of any European language (umlauts, ß, accents and the Sorbian letters of
 * bilingual official names such as "Bautzen - Budyšin" or "Cottbus - Chóśebuz"; combining marks), space, dot,
 * hyphen, apostrophe, round brackets and slash — enough for "Halle (Saale)", "Frankfurt am Main",
 * "Neustadt/Weinstr.". Starts with a letter. Every place of the postal-code list we seed matches it.
 */
export const PLACE_NAME_PATTERN = /^\p{Script=Latin}[\p{Script=Latin}\p{M} .'’()/-]*$/u;

/**
 * German alphanumeric text (bank names): German letters and digits plus
 * space . , - & ( ) / and apostrophe — "VR-Bank Rhein-Sieg eG", "1822direkt".
 * Starts with a letter or digit.
 */
export const GERMAN_ALPHANUMERIC_PATTERN = /^[A-Za-zÄÖÜäöüß0-9][A-Za-zÄÖÜäöüß0-9 .,'’&()/-]*$/;

/** Whole euros: "0" or digits without a leading zero (no cents, no letters). */
export const EURO_AMOUNT_PATTERN = /^(?:0|[1-9]\d*)$/;

/** Day and month "TT.MM" (one-digit parts and a trailing dot accepted). */
export const DAY_MONTH_PATTERN = /^(\d{1,2})\.(\d{1,2})\.?$/;
/** A four-digit year. */
export const YEAR_PATTERN = /^\d{4}$/;

/** The password rule's letter: any lowercase letter, umlauts and ß included (spec 001 §5). */
export const LOWERCASE_LETTER = /\p{Ll}/u;
