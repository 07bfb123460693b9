/**
 * Server helpers of the letters pages: which letter the session works on, and reading one part's form
 * (content, recipient, shipping date) into a change — shared by the creation stepper and the edit pages.
 */
import { redirect, type RouterContextProvider, href } from "react-router";
import { invalid, parseFields } from "~/.server/forms";
import { readForm } from "~/.server/intent";
import { findLetter, updateLetter, type Letter, type LetterChange } from "~/.server/services/letters";
import { readVersion } from "~/.server/services/provisions";
import { requestOf, type RouteArgs } from "~/.server/route-request";
import { serviceErrorIn } from "~/.server/service-errors";
import { redirectWithToast } from "~/.server/toast";
import { t } from "~/i18n";
import { wizardRequest } from "~/.server/wizard";
import { LETTER_STYLE_FIELDS, LETTERS_LIST_PATH, lettersWizard, type LetterPart } from "~/domain/letters";
import { isUnchanged } from "~/domain/changes";
import { todayInGermany } from "~/domain/dates";
import { isEmptyStepForm } from "~/domain/wizard";
import {
  createLetterShippingDateSchema,
  letterContentSchema,
  letterRecipientSchema,
} from "~/domain/validation/letter";
import { logger } from "~/.server/logger";
import { letterStyle, unprintableInLetter } from "~/.server/pdf";

export const LETTERS_EDIT_PATH = href("/overview/letters/edit");

type Context = Readonly<RouterContextProvider>;

/** The letter id the session works on (the letters wizard's server-side draft; the cookie holds only its key). */
export function lettersSession(context: Context) {
  const wizard = wizardRequest(context, lettersWizard);
  return {
    async letterId(): Promise<string | null> {
      const { letterId } = await wizard.load();
      return typeof letterId === "string" ? letterId : null;
    },
    async remember(letterId: string): Promise<void> {
      await wizard.update({ ...(await wizard.load()), letterId });
    },
    forget: () => wizard.clear(),
  };
}

/**
 * The letter the session works on. Without one, or when it no longer exists (deleted, or the session
 * belongs to another provision now), the customer goes back to the list and the stale id is dropped.
 */
export async function requireSessionLetter(args: RouteArgs) {
  const base = requestOf(args, "signedIn");
  const session = lettersSession(args.context);
  const letterId = await session.letterId();
  if (!letterId) throw redirect(LETTERS_LIST_PATH);
  const { provision, letter } = await findLetter(base.db, base.actor, letterId, { ip: base.ip });
  if (!letter) {
    logger.info({ letterId }, "session letter not found; back to the list");
    await session.forget();
    throw redirect(LETTERS_LIST_PATH);
  }
  return Object.assign(base, { provision, letter, now: base.runtime.clock.now() });
}

/** The part's schema; the shipping date is checked against the German date of the request's instant. */
function schemaOf(part: LetterPart, now: Date) {
  if (part === "content") return letterContentSchema;
  if (part === "recipient") return letterRecipientSchema;
  const today = todayInGermany(now);
  return createLetterShippingDateSchema({ today: () => today });
}

/** The stored value of a part in the shape the schema produces, for "save only if changed". */
function storedValue(letter: Letter, part: LetterPart): unknown {
  if (part === "content") return letter.content;
  if (part === "recipient") return letter.recipient;
  return letter.shippingDate;
}

function postedValue(part: LetterPart, value: unknown): unknown {
  if (part === "content") return (value as { content: unknown }).content;
  if (part === "recipient")
    return { ...(value as object), email: (value as { email?: string }).email ?? null };
  const date = value as { generic: string; exact: { exactYear: number | null } | null };
  if (!date.exact) return date;
  const { exactYear } = date.exact;
  return { ...date, exact: { ...date.exact, exactYear: exactYear === null ? null : String(exactYear) } };
}

/** Whether a part's posted form is empty (the stepper's "Überspringen"); the editor's style choices do not count. */
export function isEmptyPartForm(part: LetterPart, formData: FormData): boolean {
  return isEmptyStepForm(formData, part === "content" ? LETTER_STYLE_FIELDS : []);
}

/** A parsed form as `invalid()` answers it. */
type Submission = Parameters<typeof invalid>[0];

export type PartResult =
  | { kind: "invalid"; submission: Submission }
  /** `change` is empty when nothing changed (or an empty stepper form was skipped). */
  | { kind: "change"; change: LetterChange; submission: Submission };

/**
 * Reads one part's form. In the stepper an empty recipient or shipping-date form is a skip (nothing
 * validated, nothing stored); an empty text is content null (saved, if there was content before).
 */
export function readPart(
  part: LetterPart,
  formData: FormData,
  letter: Letter,
  { skipWhenEmpty, now }: { skipWhenEmpty: boolean; now: Date },
): PartResult {
  const submission: Submission = parseFields(formData, schemaOf(part, now));
  if (skipWhenEmpty && part !== "content" && isEmptyPartForm(part, formData)) {
    return { kind: "change", change: {}, submission };
  }
  if (submission.status !== "success") return { kind: "invalid", submission };
  const posted = postedValue(part, submission.value);
  if (isUnchanged(storedValue(letter, part), posted)) return { kind: "change", change: {}, submission };
  const change: LetterChange =
    part === "content"
      ? { content: (submission.value as { content: LetterChange["content"] }).content }
      : part === "recipient"
        ? { recipient: submission.value as LetterChange["recipient"] }
        : { shippingDate: submission.value as LetterChange["shippingDate"] };
  return { kind: "change", change, submission };
}

/** A part's stored values as the form shows them (strings; the editor's style with its defaults). */
export function partValues(letter: Letter, part: LetterPart): Record<string, unknown> {
  if (part === "content") {
    const style = letterStyle(letter.content?.styles);
    return {
      text: letter.content?.text ?? "",
      styles: { ...style, fontSize: String(style.fontSize) },
    };
  }
  if (part === "recipient") return { ...letter.recipient };
  return letter.shippingDate
    ? { generic: letter.shippingDate.generic, exact: { ...letter.shippingDate.exact } }
    : {};
}

/** The parts of a letter a page may show (never the provision id or versions). */
export function letterView(letter: Letter) {
  return {
    id: letter.id,
    content: letter.content,
    recipient: letter.recipient,
    shippingDate: letter.shippingDate,
    style: letterStyle(letter.content?.styles),
    /** What of the text the PDF cannot print (decision 0072): the pages that show the letter name it. */
    unprintable: letter.content ? unprintableInLetter(letter.content) : [],
  };
}

/** Loader of an edit page of one part: the session's letter, the part's values and the provision version. */
export async function editPartLoader(args: RouteArgs, part: LetterPart) {
  const { letter, provision } = await requireSessionLetter(args);
  return {
    version: provision.version,
    values: partValues(letter, part),
    style: letterStyle(letter.content?.styles),
  };
}

/**
 * Action of an edit page: validates the part (an empty form gets the field errors, it is no skip here),
 * saves it only if it changed, and returns to the edit overview with a toast.
 */
export async function editPartAction(args: RouteArgs, part: LetterPart) {
  const { request } = args;
  const { letter, actor, db, ip, session, now } = await requireSessionLetter(args);
  const form = await readForm(request);
  const result = readPart(part, form, letter, { skipWhenEmpty: false, now });
  if (result.kind === "invalid") return invalid(result.submission);
  if (Object.keys(result.change).length === 0) {
    return redirectWithToast(LETTERS_EDIT_PATH, session, {
      kind: "info",
      message: t("letters.toast.unchanged"),
    });
  }
  try {
    await updateLetter(
      db,
      actor,
      { letterId: letter.id, change: result.change },
      { expectedVersion: readVersion(form), ip },
    );
  } catch (error) {
    return invalid(result.submission, serviceErrorIn(error, ["staleVersion"]));
  }
  return redirectWithToast(LETTERS_EDIT_PATH, session, {
    kind: "success",
    message: t("letters.toast.saved"),
  });
}
