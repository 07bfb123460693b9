/**
 * Reading the portal's HTML as a browser without JavaScript does: the forms with their fields, the values a
 * submission carries (hidden fields, checked boxes and radios, selected options, text), and the links.
 * Regular expressions over the server's own markup, enough for that markup, not a general HTML parser.
 */

export interface FormField {
  name: string;
  value: string;
  type: string;
  checked: boolean;
}

export interface HtmlForm {
  action: string;
  method: string;
  /** Every named field (checkboxes and radios whether checked or not: `submission` picks the checked ones). */
  fields: FormField[];
  /** Named submit buttons: a click sends its name and value. */
  buttons: { name: string; value: string; text: string }[];
  /** The form's markup, to look for text in it. */
  html: string;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", apos: "'" };

export function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X"))
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name] ?? whole;
  });
}

/** The attributes of one start tag. */
export function attributes(tag: string): Record<string, string> {
  const result: Record<string, string> = {};
  const pattern = /([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>"']+)))?/g;
  const body = tag.replace(/^<\w+/, "").replace(/\/?>$/, "");
  for (const match of body.matchAll(pattern)) {
    result[match[1]!.toLowerCase()] = decode(match[2] ?? match[3] ?? match[4] ?? "");
  }
  return result;
}

const stripTags = (html: string) =>
  decode(html.replace(/<[^>]*>/g, ""))
    .replace(/\s+/g, " ")
    .trim();

/** The forms of a page in document order; `pageUrl` resolves their actions (a form without one posts to the page). */
export function forms(html: string, pageUrl: string): HtmlForm[] {
  const result: HtmlForm[] = [];
  for (const match of html.matchAll(/<form\b[^>]*>([\s\S]*?)<\/form>/gi)) {
    const open = /^<form\b[^>]*>/i.exec(match[0])![0];
    const attrs = attributes(open);
    const inner = match[1]!;
    const fields: FormField[] = [];
    const buttons: HtmlForm["buttons"] = [];
    for (const tag of inner.matchAll(/<(input|textarea|select|button)\b[^>]*>/gi)) {
      const kind = tag[1]!.toLowerCase();
      const a = attributes(tag[0]);
      const rest = inner.slice(tag.index + tag[0].length);
      if (kind === "button") {
        const text = stripTags(rest.slice(0, rest.search(/<\/button>/i)));
        if (a.name && (a.type ?? "submit") === "submit")
          buttons.push({ name: a.name, value: a.value ?? "", text });
        continue;
      }
      if (!a.name || "disabled" in a) continue;
      if (kind === "textarea") {
        fields.push({
          name: a.name,
          value: decode(rest.slice(0, rest.search(/<\/textarea>/i))),
          type: "textarea",
          checked: false,
        });
      } else if (kind === "select") {
        const options = rest.slice(0, rest.search(/<\/select>/i));
        const all = [...options.matchAll(/<option\b[^>]*>([\s\S]*?)(?=<option\b|<\/select>|$)/gi)].map(
          (o) => {
            const oa = attributes(/^<option\b[^>]*>/i.exec(o[0])![0]);
            return { value: oa.value ?? stripTags(o[1]!), selected: "selected" in oa };
          },
        );
        const chosen = all.find((o) => o.selected) ?? all[0];
        fields.push({ name: a.name, value: chosen?.value ?? "", type: "select", checked: false });
      } else {
        const type = (a.type ?? "text").toLowerCase();
        if (type === "submit" || type === "image" || type === "reset" || type === "button" || type === "file")
          continue;
        fields.push({
          name: a.name,
          value: a.value ?? (type === "checkbox" || type === "radio" ? "on" : ""),
          type,
          checked: "checked" in a,
        });
      }
    }
    const action = new URL(attrs.action ?? "", new URL(pageUrl, "http://page.invalid"));
    result.push({
      action: `${action.pathname}${action.search}`,
      method: (attrs.method ?? "get").toLowerCase(),
      fields,
      buttons,
      html: match[0],
    });
  }
  return result;
}

/** What a browser submits for the form as it is: checked boxes and radios only, every other named field. */
export function submission(form: HtmlForm): [string, string][] {
  return form.fields
    .filter((f) => (f.type === "checkbox" || f.type === "radio" ? f.checked : true))
    .map((f) => [f.name, f.value]);
}

/** The hrefs of the page's links, resolved to paths. */
export function links(html: string, pageUrl: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"/gi)].map((m) => {
    const url = new URL(decode(m[1]!), new URL(pageUrl, "http://page.invalid"));
    return `${url.pathname}${url.search}`;
  });
}

/** The messages of the page's error summary (a form the server refused), or the page's title. */
export function errorText(html: string): string {
  const summary = /<section\b[^>]*tabindex="-1"[^>]*>([\s\S]*?)<\/section>/i.exec(html);
  if (summary) return stripTags(summary[1]!);
  return stripTags(/<title>([\s\S]*?)<\/title>/i.exec(html)?.[1] ?? "");
}
