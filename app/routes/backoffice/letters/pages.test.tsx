/** The dispatch pages as the server renders them (no JavaScript): the groups' rows and the marking form. */
import { describe, expect, it } from "vitest";
import { render, tags } from "~/components/test-utils";
import LetterDispatch from "./$letterId";
import Letters from "./index";

const row = {
  letterId: "6f1d0f8e-8d0a-4c55-9d38-3f0f3b0a2b11",
  recipient: "Grete Größmann",
  place: "50667 Köln",
  customer: "Erika Muster, Vertragsnummer 100123",
  dueOn: "24.03.2027",
  rule: "14 Tage nach der Beisetzung",
  sentOn: null,
  state: "versendet",
  returned: false,
};

const detail = {
  letterId: row.letterId,
  name: "Grete Größmann",
  place: "50667 Köln",
  email: "grete@example.de" as string | null,
  customer: row.customer,
  customerName: "Erika Muster",
  funeral: "10.03.2027",
  dueOn: "24.03.2027",
  rule: "14 Tage nach der Beisetzung",
  sentOn: null as string | null,
  returned: null as string | null,
  version: 3,
  prefill: { sentOn: "2027-03-26", notifyRecipient: "", returnedOn: "2027-03-26", reason: "" },
};

/** Route props for a page component (only what it reads is given). */
const props = <P,>(_page: (props: P) => unknown, value: unknown) => value as P;

describe("/backoffice/letters", () => {
  it("shows each group with its count, the row's facts and its two actions", () => {
    const html = render(
      <Letters
        {...props(Letters, {
          loaderData: {
            today: "26.03.2027",
            period: "all",
            counts: { overdue: 1, dueToday: 0, planned: 0 },
            overdue: [row],
            dueToday: [],
            planned: [],
            recentlySent: [
              { ...row, letterId: "sent-1", sentOn: "20.03.2027" },
              {
                ...row,
                letterId: "returned-1",
                sentOn: "20.03.2027",
                state: "Rücklauf am 25.03.2027: Annahme verweigert",
                returned: true,
              },
            ],
            price: "1,50 €",
            charges: {
              count: 1,
              rows: [{ provisionId: "p1", customer: row.customer, sent: 2, open: 1, amount: "3,00 €" }],
            },
          },
        })}
      />,
      "/backoffice/letters",
    );
    expect(html).toContain("Überfällig <span");
    expect(html).toContain("(1 Brief)");
    expect(html).toContain("Heute ist 26.03.2027.");
    for (const text of [row.recipient, row.place, row.customer, row.dueOn, row.rule])
      expect(html).toContain(text);
    const links = tags(html, "a").map((a) => a.attrs.href);
    expect(links).toContain(`/backoffice/letters/${row.letterId}/pdf`);
    expect(links).toContain(`/backoffice/letters/${row.letterId}`);
    expect(html.match(/Keine Briefe\./g)).toHaveLength(2);
    // Every planned letter (decision 0096): the period is a GET form that works without JavaScript.
    const form = tags(html, "form").find(
      (tag) => tag.attrs["aria-label"] === "Zeitraum der geplanten Briefe",
    );
    expect(form?.attrs.method).toBe("get");
    expect(html).toContain("Später zu versenden (alle geplanten Briefe)");
    expect(html).toMatch(/<option value="all" selected="">alle geplanten Briefe<\/option>/);
    // A sent letter offers "Rücklauf erfassen"; a returned one shows its Rücklauf and no action.
    expect(html).toContain("Rücklauf am 25.03.2027: Annahme verweigert");
    expect(links).toContain("/backoffice/letters/sent-1");
    expect(links).not.toContain("/backoffice/letters/returned-1");
    // What to invoice with the funeral (decision 0080): two letters posted, one still to post, 3,00 €.
    expect(html).toContain("Briefgebühren für die Abrechnung");
    expect(html).toContain("Jeder Brief kostet einmalig 1,50 €.");
    expect(html).toMatch(/<td>2<\/td><td>1<\/td><td[^>]*>3,00 €<\/td>/);
  });
});

describe("/backoffice/letters/:letterId", () => {
  it("offers the date (today), the version and the e-mail notice when the recipient has an address", () => {
    const html = render(
      <LetterDispatch {...props(LetterDispatch, { loaderData: detail })} />,
      `/backoffice/letters/${row.letterId}`,
    );
    const inputs = tags(html, "input");
    expect(inputs.find((input) => input.attrs.name === "sentOn")?.attrs).toMatchObject({
      type: "date",
      value: "2027-03-26",
    });
    expect(inputs.find((input) => input.attrs.name === "version")?.attrs.value).toBe("3");
    expect(inputs.find((input) => input.attrs.name === "notifyRecipient")?.attrs.type).toBe("checkbox");
    expect(html).toContain("Empfänger per E-Mail benachrichtigen");
    expect(html).toContain("an grete@example.de");
    expect(html).toContain("<span>Als versendet markieren</span></button>");
  });

  it("has no notice checkbox without an address; once sent, the Rücklauf form instead, none once returned", () => {
    const withoutEmail = render(
      <LetterDispatch {...props(LetterDispatch, { loaderData: { ...detail, email: null } })} />,
      `/backoffice/letters/${row.letterId}`,
    );
    expect(tags(withoutEmail, "input").map((input) => input.attrs.name)).not.toContain("notifyRecipient");
    const sent = render(
      <LetterDispatch {...props(LetterDispatch, { loaderData: { ...detail, sentOn: "25.03.2027" } })} />,
      `/backoffice/letters/${row.letterId}`,
    );
    expect(sent).toContain("Dieser Brief ist am 25.03.2027 als versendet markiert worden.");
    expect(tags(sent, "input").map((input) => input.attrs.name)).toEqual(
      expect.arrayContaining(["intent", "version", "returnedOn", "reason"]),
    );
    expect(tags(sent, "input").map((input) => input.attrs.name)).not.toContain("sentOn");
    expect(sent).toContain("Grund laut Post");
    const returned = render(
      <LetterDispatch
        {...props(LetterDispatch, {
          loaderData: {
            ...detail,
            sentOn: "25.03.2027",
            returned: "Rücklauf am 26.03.2027: Annahme verweigert",
          },
        })}
      />,
      `/backoffice/letters/${row.letterId}`,
    );
    expect(returned).toContain("Rücklauf am 26.03.2027: Annahme verweigert");
    expect(returned).not.toContain("<form");
  });
});
