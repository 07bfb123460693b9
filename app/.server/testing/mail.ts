/**
 * Test helpers: an SMTP server on loopback that keeps what it receives, and a small reader for the
 * messages nodemailer writes (headers, encoded words, multipart, quoted-printable and base64 parts).
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll } from "vitest";

export interface ReceivedMessage {
  /** SMTP envelope. */
  mailFrom: string;
  rcptTo: string[];
  raw: string;
}

export interface TestSmtpServer {
  /** smtp://127.0.0.1:<port> */
  url: string;
  received: ReceivedMessage[];
  close(): Promise<void>;
}

/**
 * Listens on 127.0.0.1 on a free port, without TLS or authentication. Recipients whose address starts with
 * "reject" are refused with 550, as a real server refuses an unknown mailbox.
 */
async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!address.address.startsWith("reject")) return callback();
      callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        const rcptTo = session.envelope.rcptTo.map((r) => r.address);
        received.push({ mailFrom, rcptTo, raw: Buffer.concat(chunks).toString("latin1") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The test file's SMTP server: started before its tests, closed after them. */
export function useTestSmtpServer(): Pick<TestSmtpServer, "url" | "received"> {
  let server: TestSmtpServer | undefined;
  beforeAll(async () => {
    server = await startTestSmtpServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  const started = () => {
    if (!server) throw new Error("The test SMTP server starts before the tests.");
    return server;
  };
  return {
    get url() {
      return started().url;
    },
    get received() {
      return started().received;
    },
  };
}

export interface ParsedPart {
  headers: Record<string, string>;
  body: string;
}

export interface ParsedMessage extends ParsedPart {
  /** Decoded text/plain and text/html bodies, when present. */
  text?: string;
  html?: string;
}

/** Splits header block and body; headers lower-cased, folded lines joined, encoded words decoded. */
function splitPart(raw: string): ParsedPart {
  const end = raw.indexOf("\r\n\r\n");
  const head = end === -1 ? raw : raw.slice(0, end);
  const body = end === -1 ? "" : raw.slice(end + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=); adjacent words join without the space. */
export function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, "$1$2")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_all, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : bytes(data.replace(/_/g, " ")).toString("utf8"),
    );
}

/** "=C3=A4" escapes to bytes; the rest stays as it is (latin1 keeps one char per byte). */
function bytes(qp: string): Buffer {
  return Buffer.from(
    qp.replace(/=([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  );
}

/** Quoted-printable: soft line breaks ("=" at the end of a line) removed, then escapes decoded. */
export function decodeQuotedPrintable(body: string): string {
  return bytes(body.replace(/=\r?\n/g, "")).toString("utf8");
}

/** The decoded body of a text part, with line breaks as "\n". */
function decodeBody({ headers, body }: ParsedPart): string {
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  const text =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(body)
      : encoding === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
        : Buffer.from(body, "latin1").toString("utf8");
  return text.replace(/\r\n/g, "\n");
}

function leafParts(part: ParsedPart): ParsedPart[] {
  const type = part.headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith("multipart/") || !boundary) return [part];
  const sections = part.body.split(`--${boundary}`).slice(1);
  return sections
    .filter((section) => !section.startsWith("--"))
    .flatMap((section) => leafParts(splitPart(section.replace(/^\r\n/, ""))));
}

/** Reads a raw RFC 5322 message (as received over SMTP, latin1 string of its bytes). */
export function parseMessage(raw: string): ParsedMessage {
  const message = splitPart(raw);
  const result: ParsedMessage = { ...message };
  for (const part of leafParts(message)) {
    const type = (part.headers["content-type"] ?? "text/plain").toLowerCase();
    if (type.startsWith("text/plain") && result.text === undefined) result.text = decodeBody(part);
    if (type.startsWith("text/html") && result.html === undefined) result.html = decodeBody(part);
  }
  return result;
}
