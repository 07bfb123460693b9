/**
 * Wishes: music, quote, personal notification (spec 001 §4, §5). Each text is
 * at most 500 characters (spec 001 §9 gives 500 for "wishes notes"), and each
 * has a "leave it to my survivors" checkbox.
 */
import { z } from "zod";
import { WISH_TEXT_MAX_LENGTH } from "~/domain/constants";
import { checkbox, multilineText } from "./fields";

const wishText = () => multilineText(WISH_TEXT_MAX_LENGTH);

export const musicWishSchema = z.object({ music: wishText(), leaveToSurvivors: checkbox() });
export const quoteWishSchema = z.object({ quote: wishText(), leaveToSurvivors: checkbox() });
export const personalNotificationWishSchema = z.object({
  personalNotification: wishText(),
  leaveToSurvivors: checkbox(),
});

export type MusicWishInput = z.output<typeof musicWishSchema>;
