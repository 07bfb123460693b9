/**
 * The wishes create funnel on the shared step machine (decision 0009, 0017). Kept apart from ./wishes so that
 * pages showing wishes do not load the schemas.
 */
import { wishAnswerSchema } from "../validation/wishes";
import { WISHES_CREATE_PATH } from "./constants";
import { defineWizard } from "../wizard";
import type { WishKind } from "./index";

/** What the funnel's steps need to know: whether the GDPR Art. 9 consent is on record. */
export interface WishesFunnelContext {
  consented: boolean;
}

export { WISHES_CREATE_PATH };

/**
 * The create funnel: intro (with the consent), music, quote, notification. The answers stay in
 * the server-side draft and are stored on the provision together at the last step; every wish step needs the
 * consent, every step may be skipped.
 */
export const wishesWizard = defineWizard<"intro" | "music" | "quote" | "notification", WishesFunnelContext>({
  name: "wishes",
  steps: [
    { id: "intro", path: `${WISHES_CREATE_PATH}/intro`, isDone: (_draft, ctx) => ctx?.consented === true },
    {
      id: "music",
      path: `${WISHES_CREATE_PATH}/music`,
      schema: wishAnswerSchema,
      needs: ["intro"],
      optional: true,
    },
    {
      id: "quote",
      path: `${WISHES_CREATE_PATH}/quote`,
      schema: wishAnswerSchema,
      needs: ["intro"],
      optional: true,
    },
    {
      id: "notification",
      path: `${WISHES_CREATE_PATH}/notification`,
      schema: wishAnswerSchema,
      needs: ["intro"],
      optional: true,
    },
  ],
});
export type WishesStep = (typeof wishesWizard.ids)[number];

export const WISH_OF_STEP: Record<Exclude<WishesStep, "intro">, WishKind> = {
  music: "music",
  quote: "quote",
  notification: "personalNotification",
};
