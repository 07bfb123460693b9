/**
 * The request-level wizard API for route modules (decision 0009). A step's loader and action:
 *
 *   const wizard = wizardRequest(context, pricingWizard);
 *   const { draft, answer } = await wizard.requireStep(request, "address");   // or throws the redirect
 *   return wizard.saveStep("address", submission.value);                       // redirect to the next step
 *
 * The draft is read once per request and kept on the server (./drafts); the cookie holds only the draft key.
 */
import { redirect, type RouterContextProvider } from "react-router";
import { actingProvisionId } from "../auth/actor";
import { requestOf } from "../route-request";
import { logger } from "../logger";
import { addToast } from "../toast";
import { sessionDrafts } from "./drafts";
import { isUnchanged } from "~/domain/changes";
import { type StepAnswer, type Wizard, type WizardDraft, type WizardStepDefinition } from "~/domain/wizard";
import { t } from "~/i18n";

export interface SaveStepOptions<Id extends string, Ctx> {
  /** The context the step's schema or isDone needs (as passed to requireStep). */
  ctx?: Ctx;
  /** Other keys of the draft to set with the answer (the wizard's own state, e.g. a letter id). */
  extra?: WizardDraft;
  /** Go here instead of the next step (a branching choice); a blocked target still goes to the missing step. */
  to?: Id;
}

/** One wizard request per request and wizard, so the draft is read once however often it is asked for. */
const requests = new WeakMap<object, Map<string, unknown>>();

/** The wizard API for this request (see the usage at the top of this module). */
export function wizardRequest<Id extends string, Ctx, S extends readonly WizardStepDefinition<Id, Ctx>[]>(
  context: Readonly<RouterContextProvider>,
  wizard: Wizard<Id, Ctx, S>,
) {
  let perContext = requests.get(context);
  if (!perContext) requests.set(context, (perContext = new Map()));
  const existing = perContext.get(wizard.name);
  if (existing) return existing as ReturnType<typeof createWizardRequest<Id, Ctx, S>>;
  const created = createWizardRequest(context, wizard);
  perContext.set(wizard.name, created);
  return created;
}

function createWizardRequest<Id extends string, Ctx, S extends readonly WizardStepDefinition<Id, Ctx>[]>(
  context: Readonly<RouterContextProvider>,
  wizard: Wizard<Id, Ctx, S>,
) {
  const { db, session, actor, runtime } = requestOf({ context });
  // A draft belongs to the session and the provision it is for (a staff member switching customers starts clean).
  const scope = (actor && actingProvisionId(actor)) ?? "";
  const drafts = sessionDrafts(db, session, scope, runtime.clock);
  let stored: Promise<WizardDraft> | undefined;

  /** The stored draft ({} when there is none), read once per request. */
  const load = () => (stored ??= drafts.load(wizard.name).then((draft) => draft ?? {}));

  /** Replaces the draft; writes only when it differs from the stored one. Returns whether it wrote. */
  async function update(draft: WizardDraft): Promise<boolean> {
    if (isUnchanged(await load(), draft)) return false;
    await drafts.save(wizard.name, draft, wizard.ttlMs);
    stored = Promise.resolve(draft);
    return true;
  }

  return {
    load,
    update,

    /**
     * The draft, when step `id` may be entered; otherwise throws the redirect to the first missing step (or
     * the start). A POST out of order stores nothing, is logged, and (unless the wizard opts out) queues a
     * German toast saying why.
     */
    async requireStep<K extends Id>(request: Request, id: K, ctx?: Ctx) {
      const draft = await load();
      const target = wizard.redirectTarget(draft, id, ctx);
      if (target === id) {
        return { draft, answer: wizard.answer(id, draft, ctx) as StepAnswer<S, K> | undefined };
      }
      if (request.method !== "GET" && request.method !== "HEAD") {
        logger.warn({ wizard: wizard.name, step: id, missing: target }, "wizard step posted out of order");
        if (wizard.outOfOrderToast) addToast(session, "error", t("wizard.outOfOrder"));
      }
      throw redirect(wizard.path(target));
    },

    /** Stores a step's answer (only if it changed) and answers with the redirect to the next step. */
    async saveStep(id: Id, value: unknown, options: SaveStepOptions<Id, Ctx> = {}): Promise<Response> {
      const draft = { ...(await load()), ...options.extra, [id]: value };
      await update(draft);
      const target = options.to ? wizard.redirectTarget(draft, options.to, options.ctx) : undefined;
      return redirect(wizard.path(target ?? wizard.next(id, draft, options.ctx)));
    },

    /** Deletes this wizard's draft (after the final submit). */
    async clear(): Promise<void> {
      await drafts.clear(wizard.name);
      stored = Promise.resolve({});
    },
  };
}
