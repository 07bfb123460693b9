/**
 * Runs before each database test file. The files of a worker share its modules (`isolate: false`, decision
 * 0089), so each file starts from the module state a new process has: the real time on the test clock, no
 * cached signing key, no housekeeping delete run yet.
 */
import { beforeAll } from "vitest";
import { forgetOccasionalRuns } from "~/.server/db/occasionally";
import { resetKeyCache } from "~/.server/identity/keys";
import { resetTravel } from "~/.server/testing/identity";

beforeAll(() => {
  resetTravel();
  resetKeyCache();
  forgetOccasionalRuns();
});
