import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { markSentSchema } from "./letter-dispatch";

const schema = markSentSchema({ today: "2027-03-26", funeralDate: "2027-03-10" });
const parse = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return parseWithZod(form, { schema });
};

describe("markSentSchema", () => {
  it("takes a German or ISO date from the funeral up to today, and the checkbox", () => {
    expect(parse({ sentOn: "26.03.2027", notifyRecipient: "on" })).toMatchObject({
      status: "success",
      value: { sentOn: "2027-03-26", notifyRecipient: true },
    });
    expect(parse({ sentOn: "2027-03-10" })).toMatchObject({
      status: "success",
      value: { sentOn: "2027-03-10", notifyRecipient: false },
    });
  });

  it("refuses a missing, malformed, future or pre-funeral day with a German message", () => {
    const error = (sentOn: string) => {
      const result = parse({ sentOn });
      return result.status === "error" ? result.error?.sentOn?.[0] : undefined;
    };
    expect(error("")).toBe("Dieses Feld muss ausgefüllt werden.");
    expect(error("31.02.2027")).toMatch(/Datum/);
    expect(error("27.03.2027")).toBe("Das Versanddatum darf nicht in der Zukunft liegen.");
    expect(error("09.03.2027")).toBe("Das Versanddatum darf nicht vor der Beisetzung am 10.03.2027 liegen.");
  });

  it("has no lower bound when no funeral date is recorded", () => {
    const open = markSentSchema({ today: "2027-03-26", funeralDate: null });
    const form = new FormData();
    form.set("sentOn", "01.01.2020");
    expect(parseWithZod(form, { schema: open }).status).toBe("success");
  });
});
