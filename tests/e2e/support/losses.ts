/** The zoom and text-spacing check's look at a page (tests/e2e/zoom-and-spacing.spec.ts), run in the browser. */

/**
 * What the page loses, found in the browser: sideways scrolling, a heading off screen, clipped text, a control
 * that cannot be reached or whose text runs out of it. `controls`: also scroll to each control and check that
 * nothing covers it.
 */
export function findLosses({ controls }: { controls: boolean }): string[] {
  const losses: string[] = [];
  const root = document.documentElement;
  const name = (element: Element) => {
    const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
    const label = element.getAttribute("aria-label") ?? (element as HTMLInputElement).value ?? "";
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}> "${text || label}"`;
  };
  // Rendered (not in a closed <details>, not display: none or visibility: hidden) and larger than a dot.
  const shown = (element: Element) => {
    const box = element.getBoundingClientRect();
    return element.checkVisibility({ visibilityProperty: true }) && box.width > 2 && box.height > 2;
  };
  if (root.scrollWidth > root.clientWidth + 1)
    losses.push(`the page scrolls sideways: ${root.scrollWidth} px in ${root.clientWidth} px`);

  const heading = document.querySelector("h1");
  if (!heading || !shown(heading)) losses.push("no main heading on show");
  else {
    const box = heading.getBoundingClientRect();
    if (box.left < -1 || box.right > root.clientWidth + 1)
      losses.push(`the heading runs off screen: ${name(heading)}`);
  }

  // Text cut off: an element that hides its overflow and holds more text than it shows (a visually hidden text of
  // 1 px, a form field's own scrolling and the map's panes are meant so).
  const hasText = (element: Element): boolean =>
    [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== "",
    ) || [...element.children].some((child) => shown(child) && hasText(child));
  for (const element of document.querySelectorAll("body *")) {
    if (element.closest(".leaflet-container, input, textarea, select, [hidden]")) continue;
    const style = getComputedStyle(element);
    const clipsX = style.overflowX === "hidden" || style.overflowX === "clip";
    const clipsY = style.overflowY === "hidden" || style.overflowY === "clip";
    if ((!clipsX && !clipsY) || !shown(element) || !hasText(element)) continue;
    if (clipsX && element.scrollWidth > element.clientWidth + 2)
      losses.push(
        `text cut off at the side: ${name(element)} (${element.scrollWidth} > ${element.clientWidth})`,
      );
    if (clipsY && element.scrollHeight > element.clientHeight + 2)
      losses.push(`text cut off below: ${name(element)} (${element.scrollHeight} > ${element.clientHeight})`);
  }

  // Buttons and fields: the text inside the button, the control reachable and not covered.
  const main = document.querySelector("main") ?? document.body;
  for (const control of main.querySelectorAll(
    "button, input:not([type=hidden]), select, textarea, a[role=button], summary",
  )) {
    if (!shown(control) || control.closest("[hidden], .leaflet-container")) continue;
    const box = control.getBoundingClientRect();
    if (box.left < -1 || box.right > root.clientWidth + 1)
      losses.push(`off screen at the side: ${name(control)}`);
    if (control.matches("button, a[role=button], summary") && (control.textContent ?? "").trim()) {
      const range = document.createRange();
      range.selectNodeContents(control);
      const text = range.getBoundingClientRect();
      if (
        text.left < box.left - 2 ||
        text.right > box.right + 2 ||
        text.top < box.top - 2 ||
        text.bottom > box.bottom + 2
      )
        losses.push(`the text runs out of ${name(control)}`);
    }
    if (!controls) continue;
    control.scrollIntoView({ block: "center", inline: "nearest" });
    const seen = control.getBoundingClientRect();
    // A check box or radio button is often drawn by its label: then the label counts as the control.
    const target = document.elementFromPoint(seen.left + seen.width / 2, seen.top + seen.height / 2);
    const label = (control as HTMLInputElement).labels?.[0];
    if (!target || !(control.contains(target) || target.contains(control) || label?.contains(target)))
      losses.push(`covered: ${name(control)} lies under ${target ? name(target) : "nothing"}`);
  }
  window.scrollTo(0, 0);
  return losses;
}
