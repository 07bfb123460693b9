/**
 * Figures formatted by the server's render, handed to the browser's hydration (decision 0110).
 *
 * The first `Intl` formatter a page creates (a number, a date, a plural) makes the browser load its locale data:
 * 35–220 ms of main thread on a test machine, several times that on an old phone, in the middle of hydration.
 * Hydration only has to reproduce the text the server sent, so the server records each text it formatted while
 * rendering a document (key: what was formatted and with which values), sends the table with the document
 * (`FORMATS_ELEMENT_ID`, a JSON data block), and the browser takes a text from the table before it formats it
 * itself. The browser's own formatters start only when a page shows a figure the server did not render.
 */

/** The id of the document's `<script type="application/json">` that holds the table. */
export const FORMATS_ELEMENT_ID = "vp-formats";

/** The server's table of the document being rendered; undefined outside a render (loaders, mails, PDFs). */
type Recorder = () => Map<string, string> | undefined;

let recorder: Recorder | undefined;
let table: Map<string, string> | undefined;

/** Set once by the server entry: where `formatOnce` records the texts of the document being rendered. */
export function recordFormatsWith(current: Recorder): void {
  recorder = current;
}

/**
 * `format()`'s text for `key`: on the server formatted and recorded for the document; in the browser the
 * server's text when the document brought it, else formatted here. `key` names the formatter and every value it
 * reads, so that one key always stands for one text.
 */
export function formatOnce(key: string, format: () => string): string {
  if (typeof document === "undefined") {
    const text = format();
    recorder?.()?.set(key, text);
    return text;
  }
  table ??= readTable();
  return table.get(key) ?? format();
}

function readTable(): Map<string, string> {
  const json = document.getElementById(FORMATS_ELEMENT_ID)?.textContent;
  try {
    const parsed: unknown = json ? JSON.parse(json) : {};
    return new Map(
      Object.entries(parsed as Record<string, unknown>).filter(
        (entry): entry is [string, string] => typeof entry[1] === "string",
      ),
    );
  } catch {
    return new Map();
  }
}

/** The table as a JSON data block for the document's body; safe inside `<script>` (no `<` left). */
export function formatsElement(formats: Map<string, string>): string {
  const json = JSON.stringify(Object.fromEntries(formats)).replaceAll("<", "\\u003c");
  return `<script type="application/json" id="${FORMATS_ELEMENT_ID}">${json}</script>`;
}
