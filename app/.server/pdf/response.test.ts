import { parse } from "content-disposition";
import { describe, expect, it } from "vitest";
import { pdfFileName } from "./file-name";
import { pdfResponse } from "./response";

const body = Buffer.from("%PDF-1.7\n…\n%%EOF\n", "utf8");

describe("pdfResponse", () => {
  it("sends the bytes as a PDF that no cache keeps and no browser sniffs", async () => {
    const response = pdfResponse(body, "Vorsorge.pdf");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Length")).toBe(String(body.length));
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(Buffer.from(await response.arrayBuffer()).equals(body)).toBe(true);
  });

  it("opens inline by default, with an ASCII fallback name and the UTF-8 name in filename*", () => {
    const name = pdfFileName(["Vorsorge", "Anna", "Müller"], "2026-12-24");
    const header = pdfResponse(body, name).headers.get("Content-Disposition") ?? "";
    expect(header).toBe(
      `inline; filename=Vorsorge-Anna-Mueller-24-12-26.pdf; filename*=UTF-8''Vorsorge-Anna-M%C3%BCller-24-12-26.pdf`,
    );
    expect(parse(header).parameters.filename).toBe("Vorsorge-Anna-Müller-24-12-26.pdf");
  });

  it("downloads as an attachment when asked", () => {
    const header = pdfResponse(body, "HDH-Antrag-Jürgen-Groß.pdf", { disposition: "attachment" }).headers.get(
      "Content-Disposition",
    );
    expect(header).toMatch(
      /^attachment; filename=HDH-Antrag-Juergen-Gross\.pdf; filename\*=UTF-8''HDH-Antrag-J%C3%BCrgen-Gro%C3%9F\.pdf$/,
    );
  });

  it("keeps its own security headers even when the caller passes others", () => {
    const response = pdfResponse(body, "a.pdf", {
      headers: { "Cache-Control": "public, max-age=3600", "Content-Type": "text/html", "X-Request-Id": "42" },
    });
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("X-Request-Id")).toBe("42");
  });

  it("cannot be made to split the header by a hostile name", () => {
    const header = pdfResponse(body, 'a"\r\nSet-Cookie: x=1.pdf').headers.get("Content-Disposition") ?? "";
    expect(header).not.toMatch(/[\r\n]/);
    expect(parse(header).type).toBe("inline");
  });
});
