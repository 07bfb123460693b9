import { createContext, useContext, useState } from "react";

/**
 * The app's stylesheet as text, inlined in the document's head instead of a render-blocking `<link>`
 * (decision 0068): a phone on a slow connection paints the page with the document itself, one round trip
 * earlier, and the page's scripts no longer race the stylesheet to the first paint. The server entry provides
 * a placeholder that it replaces by the stylesheet's bytes in the rendered document (`STYLES_PLACEHOLDER` in
 * app/.server/document-head.ts); null where nothing is inlined (development, tests), and React Router's
 * `<Links>` then links the stylesheet as before.
 */
export const DocumentStylesContext = createContext<string | null>(null);

const ID = "document-styles";

/**
 * The inlined stylesheet. In the browser it hydrates with the text the server sent (read back from the element
 * itself), so the page's JavaScript does not carry the stylesheet a second time.
 */
export function DocumentStyles({ nonce }: { nonce: string }) {
  const fromServer = useContext(DocumentStylesContext);
  const [css] = useState(
    () =>
      fromServer ??
      (typeof document === "undefined" ? null : document.getElementById(ID)?.textContent) ??
      null,
  );
  if (css === null) return null;
  return <style id={ID} nonce={nonce} dangerouslySetInnerHTML={{ __html: css }} suppressHydrationWarning />;
}
