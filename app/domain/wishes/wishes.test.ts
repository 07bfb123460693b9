import { describe, expect, it } from "vitest";
import { isTileCompleted } from "../overview";
import { NOTHING_ANSWERED } from "../overview/test-utils";
import { wishesWizard } from "./funnel";
import {
  guestCountOf,
  hasWishes,
  READ_ACCESS_TOKEN_PATTERN,
  readAccessState,
  wishKindOfSlug,
  wishOf,
  wishPatch,
  type WishFields,
} from "./index";

const none: WishFields = {
  music: null,
  musicLeftToSurvivors: false,
  quote: null,
  quoteLeftToSurvivors: false,
  personalNotification: null,
  personalNotificationLeftToSurvivors: false,
};

describe("wishes", () => {
  it("a card is completed when its text is filled, blanks do not count", () => {
    expect(wishOf({ ...none, music: "Ave Maria" }, "music")).toEqual({
      kind: "music",
      text: "Ave Maria",
      leftToSurvivors: false,
      completed: true,
    });
    expect(wishOf({ ...none, quote: "   " }, "quote").completed).toBe(false);
    expect(wishOf({ ...none, quoteLeftToSurvivors: true }, "quote")).toMatchObject({
      completed: false,
      leftToSurvivors: true,
    });
  });

  it("wishes exist with a text or a leave-to-survivors decision", () => {
    expect(hasWishes(none)).toBe(false);
    expect(hasWishes({ ...none, personalNotification: "Mein Chor" })).toBe(true);
    expect(hasWishes({ ...none, musicLeftToSurvivors: true })).toBe(true);
  });

  it("an answer sets the card's two columns; an empty text clears it", () => {
    expect(wishPatch("personalNotification", { text: "x", leftToSurvivors: true })).toEqual({
      personalNotification: "x",
      personalNotificationLeftToSurvivors: true,
    });
    expect(wishPatch("music", { leftToSurvivors: false })).toEqual({
      music: null,
      musicLeftToSurvivors: false,
    });
  });

  it("maps URL segments to cards and nothing else", () => {
    expect(wishKindOfSlug("notification")).toBe("personalNotification");
    expect(wishKindOfSlug("music")).toBe("music");
    expect(wishKindOfSlug("personalNotification")).toBeNull();
    expect(wishKindOfSlug("__proto__")).toBeNull();
  });
});

describe("wishes funnel", () => {
  it("every wish step needs the consent; without it the intro is the way in", () => {
    expect(wishesWizard.redirectTarget({}, "music", { consented: false })).toBe("intro");
    expect(wishesWizard.redirectTarget({}, "notification", { consented: false })).toBe("intro");
    expect(wishesWizard.redirectTarget({}, "quote", { consented: true })).toBe("quote");
  });

  it("steps may be skipped: no wish step needs another", () => {
    expect(wishesWizard.redirectTarget({}, "notification", { consented: true })).toBe("notification");
    expect(wishesWizard.next("intro")).toBe("music");
    expect(wishesWizard.path("notification")).toBe("/overview/wishes/create/notification");
  });
});

describe("guest list tile", () => {
  const input = NOTHING_ANSWERED;

  it("is completed with at least one guest", () => {
    expect(isTileCompleted("guest-list", { ...input, flags: {} })).toBe(false);
    expect(isTileCompleted("guest-list", { ...input, flags: { guestCount: 0 } })).toBe(false);
    expect(isTileCompleted("guest-list", { ...input, flags: { guestCount: 2 } })).toBe(true);
    expect(isTileCompleted("guest-list", input)).toBe(false);
  });

  it("ignores a count that is not a positive integer", () => {
    expect(guestCountOf({ guestCount: "3" })).toBe(0);
    expect(guestCountOf({ guestCount: -1 })).toBe(0);
    expect(guestCountOf({ guestCount: 1.5 })).toBe(0);
    expect(guestCountOf(null)).toBe(0);
  });
});

describe("read access", () => {
  const now = new Date("2026-11-22T12:00:00Z");
  it("is active until it expires or is revoked", () => {
    expect(readAccessState({ expiresAt: new Date("2026-11-23T00:00:00Z"), revokedAt: null }, now)).toBe(
      "active",
    );
    expect(readAccessState({ expiresAt: now, revokedAt: null }, now)).toBe("expired");
    expect(readAccessState({ expiresAt: new Date("2027-01-01T00:00:00Z"), revokedAt: now }, now)).toBe(
      "revoked",
    );
  });

  it("looks up only well-formed tokens", () => {
    expect(READ_ACCESS_TOKEN_PATTERN.test("a".repeat(43))).toBe(true);
    expect(READ_ACCESS_TOKEN_PATTERN.test("a".repeat(42))).toBe(false);
    expect(READ_ACCESS_TOKEN_PATTERN.test(`${"a".repeat(42)}/`)).toBe(false);
  });
});
