import { describe, expect, it } from "vitest";
import {
  allowedSteps,
  certificateMismatch,
  deathDateRefusal,
  funeralDateRefusal,
  maskedCertificateReference,
  newReportRefusal,
  readAccessStands,
  stepRefusal,
} from "./rules";

const care = { userId: "care", invitedBy: null, admin: false };
const admin = { userId: "admin", invitedBy: null, admin: true };
const reported = { status: "reported" as const, reporter: { userId: "care", invitedBy: null } };
const confirmed = { ...reported, status: "confirmed" as const };

describe("the four-eyes steps", () => {
  it("lets an admin who did not report it confirm, and nobody else", () => {
    expect(stepRefusal("confirm", reported, admin)).toBeNull();
    expect(stepRefusal("confirm", reported, care)).toBe("adminOnly");
    expect(
      stepRefusal("confirm", { ...reported, reporter: { userId: "admin", invitedBy: null } }, admin),
    ).toBe("sameStaffConfirms");
  });

  it("refuses an admin linked to the reporter by an invitation, either way", () => {
    // The reporter invited a second admin account (for himself) and confirms from it.
    const invitedByReporter = { userId: "second", invitedBy: "care", admin: true };
    expect(stepRefusal("confirm", reported, invitedByReporter)).toBe("linkedStaffConfirms");
    // The admin invited the account that reported.
    const reportedByInvitee = { ...reported, reporter: { userId: "care", invitedBy: "admin" } };
    expect(stepRefusal("confirm", reportedByInvitee, admin)).toBe("linkedStaffConfirms");
    // Two accounts invited by the same third admin are independent of each other.
    const sibling = { userId: "other", invitedBy: "root", admin: true };
    expect(
      stepRefusal("confirm", { ...reported, reporter: { userId: "care", invitedBy: "root" } }, sibling),
    ).toBeNull();
  });

  it("confirms and withdraws only while reported", () => {
    for (const status of ["confirmed", "withdrawn"] as const) {
      expect(stepRefusal("confirm", { ...reported, status }, admin)).toBe("deathReportClosed");
      expect(stepRefusal("withdraw", { ...reported, status }, care)).toBe("deathReportClosed");
    }
    expect(stepRefusal("withdraw", reported, care)).toBeNull();
  });

  it("takes a funeral date once confirmed, until the first letter was sent or a revocation is asked", () => {
    expect(stepRefusal("setFuneralDate", reported, care)).toBe("notConfirmed");
    expect(stepRefusal("setFuneralDate", { ...reported, status: "withdrawn" }, care)).toBe(
      "deathReportClosed",
    );
    expect(stepRefusal("setFuneralDate", confirmed, care)).toBeNull();
    expect(stepRefusal("setFuneralDate", confirmed, care, 1)).toBe("letterAlreadySent");
    const asked = { ...confirmed, revocationRequester: { userId: "admin", invitedBy: null } };
    expect(stepRefusal("setFuneralDate", asked, care)).toBe("revocationPending");
  });

  it("takes a confirmation back only by two independent admins", () => {
    expect(stepRefusal("requestRevocation", confirmed, admin)).toBeNull();
    expect(stepRefusal("requestRevocation", confirmed, care)).toBe("adminOnly");
    expect(stepRefusal("requestRevocation", reported, admin)).toBe("deathReportClosed");
    expect(stepRefusal("revoke", confirmed, admin)).toBe("noRevocationRequested");
    const asked = { ...confirmed, revocationRequester: { userId: "admin", invitedBy: null } };
    expect(stepRefusal("requestRevocation", asked, admin)).toBe("revocationPending");
    expect(stepRefusal("revoke", asked, admin)).toBe("sameStaffRevokes");
    expect(stepRefusal("revoke", asked, { userId: "second", invitedBy: "admin", admin: true })).toBe(
      "sameStaffRevokes",
    );
    expect(stepRefusal("revoke", asked, { userId: "second", invitedBy: null, admin: true })).toBeNull();
    expect(stepRefusal("revoke", asked, care)).toBe("adminOnly");
  });

  it("offers each actor the steps the server allows", () => {
    expect(allowedSteps(reported, admin)).toEqual(["confirm", "withdraw"]);
    expect(allowedSteps(reported, care)).toEqual(["withdraw"]);
    expect(allowedSteps(confirmed, care)).toEqual(["setFuneralDate"]);
    expect(allowedSteps(confirmed, admin)).toEqual(["setFuneralDate", "requestRevocation"]);
  });
});

describe("the certificate checked at the confirmation", () => {
  const report = { certificateReference: "S 123/2027", dateOfDeath: "2027-03-01" as const };
  it("accepts the register number however it is spaced or cased, and the reported date", () => {
    expect(
      certificateMismatch(report, {
        registryOffice: "Kiel",
        registerNumber: "s123 / 2027",
        certificateDate: "2027-03-01",
      }),
    ).toBeNull();
  });
  it("names the detail that disagrees", () => {
    expect(
      certificateMismatch(report, {
        registryOffice: "Kiel",
        registerNumber: "S 124/2027",
        certificateDate: "2027-03-01",
      }),
    ).toBe("registerNumber");
    expect(
      certificateMismatch(report, {
        registryOffice: "Kiel",
        registerNumber: "S 123/2027",
        certificateDate: "2027-03-02",
      }),
    ).toBe("certificateDate");
  });
});

describe("dates", () => {
  it("refuses a date of death after today, today itself is fine", () => {
    expect(deathDateRefusal("2026-11-27", "2026-11-26")).toBe("deathInFuture");
    expect(deathDateRefusal("2026-11-26", "2026-11-26")).toBeNull();
  });

  it("refuses a funeral before the death, the same day is fine", () => {
    expect(funeralDateRefusal("2026-11-01", "2026-11-02")).toBe("funeralBeforeDeath");
    expect(funeralDateRefusal("2026-11-02", "2026-11-02")).toBeNull();
  });
});

describe("one report per provision", () => {
  it("refuses a second open or confirmed report, and a frozen provision; a withdrawn one does not count", () => {
    expect(newReportRefusal({ frozen: false }, [])).toBeNull();
    expect(newReportRefusal({ frozen: false }, [{ status: "withdrawn" }])).toBeNull();
    expect(newReportRefusal({ frozen: false }, [{ status: "reported" }])).toBe("deathAlreadyReported");
    expect(newReportRefusal({ frozen: true }, [{ status: "confirmed" }])).toBe("deathAlreadyReported");
    expect(newReportRefusal({ frozen: true }, [])).toBe("provisionFrozen");
  });
});

describe("what the list and the log show", () => {
  it("keeps only the last characters of the certificate reference", () => {
    expect(maskedCertificateReference("StA Kiel 1234/2026")).toBe("…026");
    expect(maskedCertificateReference(" 12 ")).toBe("…");
  });
});

describe("read access after the death: the customer's latest choice", () => {
  const granted = "2026-05-01T10:00:00.000Z";
  const to = "vertraut@example.de";
  const open = { email: to, revokedAt: null };
  const revoked = { email: to, revokedAt: new Date("2026-06-01T10:00:00Z") };

  it("stands when granted and a link to the person is still unrevoked, or none was ever revoked", () => {
    expect(readAccessStands(granted, to, [open])).toBe(true);
    expect(readAccessStands(granted, to, [revoked, open])).toBe(true);
    // Granted before links were stored per grant: nothing withdrawn.
    expect(readAccessStands(granted, to, [])).toBe(true);
  });

  it("is withdrawn when every link to the person was revoked (by the customer or a password reset)", () => {
    expect(readAccessStands(granted, to, [revoked])).toBe(false);
    expect(readAccessStands(granted, to, [revoked, { ...revoked }])).toBe(false);
  });

  it("never stands without a grant, and links to another address do not count", () => {
    expect(readAccessStands(null, to, [open])).toBe(false);
    expect(readAccessStands(undefined, to, [])).toBe(false);
    expect(readAccessStands(granted, to, [revoked, { email: "alt@example.de", revokedAt: null }])).toBe(
      false,
    );
  });
});
