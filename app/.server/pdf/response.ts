/** Sends a generated PDF to the browser. */
import { create as contentDisposition } from "content-disposition";
import { asciiFileName } from "./file-name";

export interface PdfResponseOptions {
  /** "inline" opens in the browser's viewer (the provision PDF, in a new window); "attachment" downloads. */
  disposition?: "inline" | "attachment";
  /** Extra headers, e.g. from a route's own policy. */
  headers?: HeadersInit;
}

/**
 * A web Response carrying a PDF: Content-Type application/pdf, an RFC 6266 Content-Disposition
 * whose filename is an ASCII fallback (umlauts as ae/oe/ue/ss) and whose filename* (RFC 5987/8187)
 * keeps the UTF-8 name, and headers that keep personal documents out of every cache.
 */
export function pdfResponse(
  body: Uint8Array,
  fileName: string,
  { disposition = "inline", headers }: PdfResponseOptions = {},
): Response {
  // A copy typed as ArrayBuffer-backed, which the Response body type asks for.
  const response = new Response(new Uint8Array(body), {
    status: 200,
    headers,
  });
  response.headers.set("Content-Type", "application/pdf");
  response.headers.set("Content-Length", String(body.byteLength));
  response.headers.set(
    "Content-Disposition",
    contentDisposition(fileName, { type: disposition, fallback: asciiFileName(fileName) }),
  );
  response.headers.set("Cache-Control", "private, no-store");
  response.headers.set("X-Content-Type-Options", "nosniff");
  return response;
}
