/**
 * Reading and writing server markup in place, for the light-DOM elements (define-light-element.ts):
 * parts are found among an element's own children, never deeper, so markup nested inside a part
 * (a site's own) is never mistaken for it; a text is written only when it changes, so a live
 * region is not made to repeat itself and an unchanged node is left as it is.
 */

/** The first child element of `parent` that matches `selector`. */
export function child(parent: Element, selector: string): HTMLElement | null {
  for (const element of parent.children) {
    if (element.matches(selector)) return element as HTMLElement;
  }
  return null;
}

/** Sets an element's text unless it already has it. */
export function setText(element: HTMLElement, text: string): void {
  if (element.textContent !== text) element.textContent = text;
}
