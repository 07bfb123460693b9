import { describe, expect, it } from "vitest";
import {
  allowedSteps,
  deathDateRefusal,
  funeralDateRefusal,
  maskedCertificateReference,
  newReportRefusal,
  readAccessStands,
  stepRefusal,
} from "./rules";

const care = { userId: "care", admin: false };
const admin = { userId: "admin", admin: true };
const reported = { status: "reported" as const, reportedBy: "care" };

describe("the four-eyes steps", () => {
  it("lets an admin who did not report it confirm, and nobody else", () => {
    expect(stepRefusal("confirm", reported, admin)).toBeNull();
    expect(stepRefusal("confirm", reported, care)).toBe("adminOnly");
    expect(stepRefusal("confirm", { ...reported, reportedBy: "admin" }, admin)).toBe("sameStaffConfirms");
  });

  it("confirms and withdraws only while reported", () => {
    for (const status of ["confirmed", "withdrawn"] as const) {
      expect(stepRefusal("confirm", { ...reported, status }, admin)).toBe("deathReportClosed");
      expect(stepRefusal("withdraw", { ...reported, status }, care)).toBe("deathReportClosed");
    }
    expect(stepRefusal("withdraw", reported, care)).toBeNull();
  });

  it("takes a funeral date once confirmed, until the first letter was sent", () => {
    const confirmed = { ...reported, status: "confirmed" as const };
    expect(stepRefusal("setFuneralDate", reported, care)).toBe("notConfirmed");
    expect(stepRefusal("setFuneralDate", { ...reported, status: "withdrawn" }, care)).toBe(
      "deathReportClosed",
    );
    expect(stepRefusal("setFuneralDate", confirmed, care)).toBeNull();
    expect(stepRefusal("setFuneralDate", confirmed, care, 1)).toBe("letterAlreadySent");
  });

  it("offers each actor the steps the server allows", () => {
    expect(allowedSteps(reported, admin)).toEqual(["confirm", "withdraw"]);
    expect(allowedSteps(reported, care)).toEqual(["withdraw"]);
    expect(allowedSteps({ ...reported, status: "confirmed" }, care)).toEqual(["setFuneralDate"]);
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
