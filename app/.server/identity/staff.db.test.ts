import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../db/testing";
import { createStaffUser, findOrCreateOidcStaffUser, signIn, verifyAccessToken } from ".";
import { createCustomer, PASSWORD, unique, codeOf } from "./test-support";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe("createStaffUser", () => {
  it("creates a confirmed account with the role as its only group, able to sign in", async () => {
    const { email, ip } = unique("admin");
    const user = await createStaffUser(database.db, {
      email: email.toUpperCase(),
      password: PASSWORD,
      role: "admin",
    });
    expect(user).toMatchObject({ email, status: "CONFIRMED", groups: ["admin"] });
    expect(user.confirmedAt).toBeInstanceOf(Date);
    const { tokens } = await signIn(database.db, { email, password: PASSWORD, ip });
    expect(await verifyAccessToken(database.db, tokens.accessToken)).toMatchObject({
      groups: ["admin"],
      provisionId: null,
    });
  });

  it("refuses an e-mail that has an account, a bad password and an unknown role", async () => {
    const { email } = unique("cc");
    await createStaffUser(database.db, { email, password: PASSWORD, role: "customercare" });
    expect(await codeOf(createStaffUser(database.db, { email, password: PASSWORD, role: "admin" }))).toBe(
      "UsernameExistsException",
    );
    expect(
      await codeOf(createStaffUser(database.db, { email: unique().email, password: "kurz", role: "admin" })),
    ).toBe("InvalidPasswordException");
    const role = "root" as "admin";
    expect(
      await codeOf(createStaffUser(database.db, { email: unique().email, password: PASSWORD, role })),
    ).toBe("InvalidParameterException");
  });
});

describe("findOrCreateOidcStaffUser", () => {
  it("creates a confirmed account without password, then finds it by subject and updates its groups", async () => {
    const { email } = unique("oidc");
    const created = await findOrCreateOidcStaffUser(database.db, {
      subject: "sub-1",
      email,
      groups: ["customercare"],
    });
    expect(created).toMatchObject({ email, oidcSubject: "sub-1", passwordHash: null, status: "CONFIRMED" });
    expect(created.groups).toEqual(["customercare"]);
    expect(created.lastLoginAt).toBeInstanceOf(Date);

    const again = await findOrCreateOidcStaffUser(database.db, {
      subject: "sub-1",
      email: "neue-adresse@example.de",
      groups: ["admin", "customercare", "admin"],
    });
    expect(again.id).toBe(created.id);
    expect(again.groups).toEqual(["admin", "customercare"]);
    expect(again.email).toBe(email);
  });

  it("links an existing staff account by e-mail and keeps its password", async () => {
    const { email, ip } = unique("linked");
    const staff = await createStaffUser(database.db, { email, password: PASSWORD, role: "admin" });
    const linked = await findOrCreateOidcStaffUser(database.db, {
      subject: "sub-2",
      email,
      groups: ["admin"],
    });
    expect(linked).toMatchObject({ id: staff.id, oidcSubject: "sub-2", groups: ["admin"] });
    await expect(signIn(database.db, { email, password: PASSWORD, ip })).resolves.toBeTruthy();
  });

  it("takes over a customer account with that e-mail, removing its password", async () => {
    const { user } = await createCustomer(database.db);
    const linked = await findOrCreateOidcStaffUser(database.db, {
      subject: "sub-3",
      email: user.email,
      groups: ["customercare"],
    });
    expect(linked).toMatchObject({
      id: user.id,
      passwordHash: null,
      status: "CONFIRMED",
      groups: ["customercare"],
    });
    expect(
      await codeOf(signIn(database.db, { email: user.email, password: PASSWORD, ip: unique().ip })),
    ).toBe("NotAuthorizedException");
  });

  it("refuses an e-mail already linked to another subject", async () => {
    const { email } = unique("taken");
    await findOrCreateOidcStaffUser(database.db, { subject: "sub-4", email, groups: ["admin"] });
    expect(
      await codeOf(findOrCreateOidcStaffUser(database.db, { subject: "sub-5", email, groups: ["admin"] })),
    ).toBe("UsernameExistsException");
  });
});
