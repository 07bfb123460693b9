/**
 * Prints a session cookie of a freshly signed-up customer, for measuring a signed-in /overview:
 *   BENCH_COOKIE_CMD="node bench/signed-in-cookie.ts" npm run bench
 * Walks the sign-up wizard over plain HTTP form posts (as a browser without JavaScript would) against
 * BENCH_BASE_URL, then leaves the intro screens, and prints `__vp_session=…`. The customer's e-mail address is
 * BENCH_EMAIL when set (a bench that signs the customer in again later), else a new one; the password `geheim123`.
 */
import { cookieSession } from "./lib/cookie-session.ts";

const session = cookieSession(process.env.BENCH_BASE_URL ?? "http://localhost:3000");
const request = session.request;

const email = process.env.BENCH_EMAIL ?? `bench-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.de`;
await request("/register");
await request("/register/type", { funeralType: "cremation" });
await request("/register/character", { funeralPlan: "basic" });
await request("/register/place", { place: "24103 Kiel" });
await request("/register/birthdate", { provisionBirth: "24.12.1950" });
const page = await (await request("/register/data")).text();
const submissionId = /name="submissionId" value="([^"]+)"/.exec(page)?.[1];
if (!submissionId) throw new Error("the data step did not show its submission id");
await request("/register/data", {
  salutation: "madame",
  firstname: "Bench",
  lastname: "Kundin",
  phone: "0431 1234567",
  email,
  password: "geheim123",
  terms: "on",
  submissionId,
});
await request("/intro?redirectTo=%2Foverview", { intent: "go", id: "confirm", to: "/overview" });
const overview = await request("/overview");
if (overview.status !== 200) throw new Error(`/overview answered ${overview.status}`);
console.log(session.cookie);
