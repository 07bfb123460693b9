import { describe, expect, it } from "vitest";
import { render, tags, text } from "./test-utils";
import { TrialNotice } from "./TrialNotice";

const hrefs = (html: string) => tags(html, "a").map((a) => a.attrs.href);

describe("TrialNotice", () => {
  it("counts the remaining days down to the last day, with the deadline and the contract number", () => {
    const active = (remainingDays: number) =>
      text(
        render(
          <TrialNotice
            notice={{ state: "active", deadline: "30.11.2026", remainingDays, contractNumber: 100123 }}
          />,
        ),
      );
    expect(active(28)).toContain("Noch 28 Tage kostenlos testen");
    expect(active(1)).toContain("Noch 1 Tag kostenlos testen");
    expect(active(0)).toContain("Ihre kostenlose Testphase endet heute");
    expect(active(5)).toContain("bis einschließlich 30.11.2026");
    expect(active(5)).toContain("Ihre Vertragsnummer: 100123");
    // Before a plan is booked there is no contract, so no number (decision 0035).
    const none = text(
      render(
        <TrialNotice
          notice={{ state: "active", deadline: "30.11.2026", remainingDays: 5, contractNumber: null }}
        />,
      ),
    );
    expect(none).not.toContain("Vertragsnummer");
  });

  it("says what the free plan leaves out once the trial is over, and links to the plans unless told not to", () => {
    const notice = { state: "expired", deadline: "30.11.2026", contractNumber: 100123 } as const;
    const html = render(<TrialNotice notice={notice} />);
    expect(text(html)).toContain("Ihre kostenlose Testphase ist abgelaufen");
    expect(text(html)).toContain("Unterlagen als PDF");
    expect(hrefs(html)).toEqual(["/overview/pricing/plans"]);
    expect(hrefs(render(<TrialNotice notice={notice} showAction={false} />))).toEqual([]);
  });

  it("shows a received cancellation, and nothing when paid", () => {
    const html = render(
      <TrialNotice notice={{ state: "cancelled", receivedOn: "01.12.2026", contractNumber: 100123 }} />,
    );
    expect(text(html)).toContain("Ihre Kündigung ist am 01.12.2026 bei uns eingegangen");
    expect(hrefs(html)).toEqual([]);
    expect(render(<TrialNotice notice={null} />)).toBe("");
  });
});
