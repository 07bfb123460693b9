import { describe, expect, it } from "vitest";
import { changedFields, roleOf, staffChangeRefusal, staffInviteSchema, staffState } from "./staff";

const facts = {
  groups: ["customercare"],
  passwordHash: null,
  oidcSubject: null,
  lastLoginAt: null,
  disabledAt: null,
};

describe("staffState", () => {
  it("is invited without password, company sign-in or sign-in, active after, disabled first", () => {
    expect(staffState(facts)).toBe("invited");
    expect(staffState({ ...facts, passwordHash: "x" })).toBe("active");
    expect(staffState({ ...facts, oidcSubject: "s" })).toBe("active");
    expect(staffState({ ...facts, passwordHash: "x", disabledAt: new Date() })).toBe("disabled");
  });

  it("roleOf: admin wins, a customer has none", () => {
    expect(roleOf(["customercare", "admin"])).toBe("admin");
    expect(roleOf([])).toBeNull();
  });
});

describe("staffChangeRefusal", () => {
  const admin = { id: "a", role: "admin" as const, disabled: false };
  it("refuses disabling or demoting oneself", () => {
    expect(staffChangeRefusal("a", admin, { kind: "disable" }, 3)).toBe("self");
    expect(staffChangeRefusal("a", admin, { kind: "role", role: "customercare" }, 3)).toBe("self");
  });
  it("keeps the last enabled admin", () => {
    expect(staffChangeRefusal("b", admin, { kind: "disable" }, 1)).toBe("lastAdmin");
    expect(staffChangeRefusal("b", admin, { kind: "role", role: "customercare" }, 1)).toBe("lastAdmin");
    expect(staffChangeRefusal("b", admin, { kind: "disable" }, 2)).toBeNull();
  });
  it("lets customer care be disabled or promoted", () => {
    const care = { id: "c", role: "customercare" as const, disabled: false };
    expect(staffChangeRefusal("a", care, { kind: "disable" }, 1)).toBeNull();
    expect(staffChangeRefusal("a", care, { kind: "role", role: "admin" }, 1)).toBeNull();
    expect(staffChangeRefusal("a", care, { kind: "role", role: "customercare" }, 1)).toBe("sameRole");
    expect(staffChangeRefusal("a", { ...care, disabled: true }, { kind: "disable" }, 1)).toBe(
      "alreadyDisabled",
    );
    expect(staffChangeRefusal("a", { ...care, role: null }, { kind: "disable" }, 1)).toBe("notFound");
  });
});

describe("staffInviteSchema", () => {
  it("refuses an unknown role with a German message naming the field", () => {
    const result = staffInviteSchema.safeParse({ email: "a@example.de", role: "chef" });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toMatch(/Rolle/);
  });
});

describe("changedFields", () => {
  it("shows only changed fields of an update", () => {
    expect(
      changedFields({ role: "admin", email: "a@b.de" }, { role: "customercare", email: "a@b.de" }),
    ).toEqual([{ field: "role", before: "admin", after: "customercare" }]);
  });
  it("shows every field of a creation, objects as JSON", () => {
    expect(changedFields(null, { email: "a@b.de", tags: ["x"] })).toEqual([
      { field: "email", before: null, after: "a@b.de" },
      { field: "tags", before: null, after: '["x"]' },
    ]);
  });
  it("shows plain values as one row", () => {
    expect(changedFields(1250, 1300)).toEqual([{ field: "", before: "1250", after: "1300" }]);
    expect(changedFields(null, null)).toEqual([]);
  });
});
