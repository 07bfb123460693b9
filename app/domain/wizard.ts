/**
 * The one step machine of every multi-step form (sign-up, finance, pricing, wishes, letters; docs/architecture.md,
 * decision 0009). Pure and isomorphic: no I/O. The server keeps the draft (app/.server/wizard).
 *
 * A draft is a plain JSON object. The answer of step `id` is `draft[id]`; any other key is the wizard's own
 * state (a submission id, a letter id, …). A step's answer counts only when it passes the step's schema (or
 * the step's own `isDone`), so a tampered or outdated draft is treated as missing, never trusted.
 */
import type { z } from "zod";

export type WizardDraft = Record<string, unknown>;

/** A step's schema, or a factory when it depends on the context (e.g. a birth date checked against today). */
type StepSchema<Ctx> = z.ZodType | ((ctx: Ctx) => z.ZodType);

export interface WizardStepDefinition<Id extends string = string, Ctx = unknown> {
  id: Id;
  /** The step's URL path. */
  path: string;
  /** Validates the stored answer `draft[id]`; a step with a schema is done when its answer passes. */
  schema?: StepSchema<Ctx>;
  /**
   * Whether the step is done, computed by the area, for steps whose answer is not (only) in the draft:
   * e.g. saved to the provision at each step (letters), read from the context the route passes.
   * Takes precedence over the schema. A step with neither is never done (an intro, a summary, a final submit).
   */
  isDone?: (draft: WizardDraft, ctx: Ctx) => boolean;
  /** Steps that must be done before this one may be shown or posted; default: every earlier non-optional step. */
  needs?: readonly Id[];
  /** Never needed by later steps by default (an intro screen, a step that may be skipped). */
  optional?: boolean;
}

/** Where a visitor goes who reaches a step too early. */
export type MissingStepRedirect = "first-missing" | "start";

export interface WizardOptions<Id extends string, Ctx> {
  /** Unique name; the key of the draft on the server. */
  name: string;
  steps: readonly WizardStepDefinition<Id, Ctx>[];
  /** How long a draft lives after its last save (sliding). Default 24 hours. */
  ttlMs?: number;
  /** Default "first-missing"; the sign-up wizard returns to its first step. */
  missingStepRedirect?: MissingStepRedirect;
  /** Whether an out-of-order POST queues a toast explaining why nothing was stored. Default true. */
  outOfOrderToast?: boolean;
}

export const DEFAULT_DRAFT_TTL_MS = 24 * 60 * 60 * 1000;

type StepOf<S> = S extends readonly (infer U)[] ? U : never;
type SchemaOutput<Z> = Z extends z.ZodType
  ? z.output<Z>
  : Z extends (ctx: never) => infer R
    ? SchemaOutput<R>
    : unknown;
/** The validated answer type of a step: its schema's output, `unknown` for a step without a schema. */
export type StepAnswer<S, Id> =
  Extract<StepOf<S>, { id: Id }> extends { schema: infer Z } ? SchemaOutput<Z> : unknown;

export interface Wizard<
  Id extends string,
  Ctx,
  S extends readonly WizardStepDefinition<Id, Ctx>[] = readonly WizardStepDefinition<Id, Ctx>[],
> {
  readonly name: string;
  readonly steps: S;
  readonly ids: readonly Id[];
  readonly ttlMs: number;
  readonly missingStepRedirect: MissingStepRedirect;
  readonly outOfOrderToast: boolean;
  /** Whether `value` names a step of this wizard. */
  isStep(value: unknown): value is Id;
  path(id: Id): string;
  /** 1-based number of a step and the count, for the stepper ("Schritt n / total"). */
  stepNumber(id: Id): number;
  readonly total: number;
  /** The validated answer of a step, or undefined when it is missing or no longer valid. */
  answer<K extends Id>(id: K, draft: WizardDraft, ctx?: Ctx): StepAnswer<S, K> | undefined;
  isDone(id: Id, draft: WizardDraft, ctx?: Ctx): boolean;
  /** The first step (in wizard order) that `id` needs and that is not done; null when `id` may be entered. */
  firstMissingStep(draft: WizardDraft, id: Id, ctx?: Ctx): Id | null;
  canEnter(id: Id, draft: WizardDraft, ctx?: Ctx): boolean;
  /** Where a visitor who may not enter `id` goes: the first missing step, or the start (per definition). */
  redirectTarget(draft: WizardDraft, id: Id, ctx?: Ctx): Id;
  /** The step after `id` (the last stays the last); with a draft, the first missing step if that one is blocked. */
  next(id: Id, draft?: WizardDraft, ctx?: Ctx): Id;
  /** The step before `id`; the first step stays the first. */
  previous(id: Id): Id;
  isFirst(id: Id): boolean;
  isLast(id: Id): boolean;
}

/** Defines a wizard. Throws on a definition error (duplicate id, unknown or later step in `needs`). */
export function defineWizard<
  Id extends string,
  Ctx = undefined,
  const S extends readonly WizardStepDefinition<Id, Ctx>[] = readonly WizardStepDefinition<Id, Ctx>[],
>(options: WizardOptions<Id, Ctx> & { steps: S }): Wizard<Id, Ctx, S> {
  const { name, steps } = options;
  const ids = steps.map((step) => step.id);
  if (ids.length === 0) throw new Error(`wizard ${name}: no steps`);
  if (new Set(ids).size !== ids.length) throw new Error(`wizard ${name}: duplicate step id`);
  const byId = new Map(steps.map((step, index) => [step.id, { step, index }]));
  const at = (id: Id) => {
    const found = byId.get(id);
    if (!found) throw new Error(`wizard ${name}: unknown step ${id}`);
    return found;
  };
  const needs = new Map<Id, readonly Id[]>(
    steps.map((step, index) => {
      const declared =
        step.needs ??
        steps
          .slice(0, index)
          .filter((s) => !s.optional)
          .map((s) => s.id);
      for (const need of declared) {
        if (at(need).index >= index) throw new Error(`wizard ${name}: ${step.id} needs a later step ${need}`);
      }
      // Checked in wizard order, so the first missing step is the earliest one.
      return [step.id, [...declared].sort((a, b) => at(a).index - at(b).index)];
    }),
  );

  const parse = (id: Id, draft: WizardDraft, ctx: Ctx) => {
    const { schema } = at(id).step;
    if (!schema) return undefined;
    const resolved = typeof schema === "function" ? schema(ctx) : schema;
    return resolved.safeParse(draft[id]);
  };

  const isDone = (id: Id, draft: WizardDraft, ctx = undefined as Ctx) => {
    const { step } = at(id);
    if (step.isDone) return step.isDone(draft, ctx);
    return parse(id, draft, ctx)?.success ?? false;
  };

  const firstMissingStep = (draft: WizardDraft, id: Id, ctx = undefined as Ctx) =>
    needs.get(id)!.find((need) => !isDone(need, draft, ctx)) ?? null;

  const missingStepRedirect = options.missingStepRedirect ?? "first-missing";
  const redirectTarget = (draft: WizardDraft, id: Id, ctx = undefined as Ctx): Id => {
    const missing = firstMissingStep(draft, id, ctx);
    if (missing === null) return id;
    return missingStepRedirect === "start" ? ids[0]! : missing;
  };

  return {
    name,
    steps: options.steps,
    ids,
    ttlMs: options.ttlMs ?? DEFAULT_DRAFT_TTL_MS,
    missingStepRedirect,
    outOfOrderToast: options.outOfOrderToast ?? true,
    total: ids.length,
    isStep: (value): value is Id => typeof value === "string" && byId.has(value as Id),
    path: (id) => at(id).step.path,
    stepNumber: (id) => at(id).index + 1,
    answer(id, draft, ctx = undefined as Ctx) {
      const result = parse(id, draft, ctx);
      return result?.success ? (result.data as never) : undefined;
    },
    isDone,
    firstMissingStep,
    canEnter: (id, draft, ctx) => firstMissingStep(draft, id, ctx) === null,
    redirectTarget,
    next(id, draft, ctx) {
      const following = ids[Math.min(at(id).index + 1, ids.length - 1)]!;
      return draft ? redirectTarget(draft, following, ctx) : following;
    },
    previous: (id) => ids[Math.max(at(id).index - 1, 0)]!,
    isFirst: (id) => at(id).index === 0,
    isLast: (id) => at(id).index === ids.length - 1,
  };
}

/** Posted fields that steer a wizard step (which button, which version, which step), not answers. */
const STEERING_FIELDS = ["intent", "version", "step"];

/**
 * "Überspringen" never throws away what was typed — the one rule for every wizard step with a skip: a step
 * form is empty when no answer field carries anything (fields in `ignore`, such as an editor's style choices
 * that always have a value, do not count). Only an empty step is skipped (nothing validated, nothing stored)
 * and its button reads "Überspringen"; a step with input is validated and saved, and its button reads "Weiter".
 * A required step has no skip: it is validated as posted.
 */
export function isEmptyStepForm(
  entries: Iterable<[string, unknown]>,
  ignore: readonly string[] = [],
): boolean {
  return [...entries].every(
    ([key, value]) =>
      STEERING_FIELDS.includes(key) ||
      ignore.includes(key) ||
      typeof value !== "string" ||
      value.trim() === "",
  );
}
