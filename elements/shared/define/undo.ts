/**
 * What a bind did to the page, undone in reverse order when the element unbinds: attributes set
 * on server markup get their old value back (or go), added nodes go, listeners stop. A bind never
 * leaves a trace once undone, so binding again starts from the server markup.
 */
export type Undo = (() => void)[];

export function setAttributeUntil(element: Element, name: string, value: string, undo: Undo): void {
  const old = element.getAttribute(name);
  element.setAttribute(name, value);
  undo.push(() => {
    if (old === null) element.removeAttribute(name);
    else element.setAttribute(name, old);
  });
}

/** An event of `type`: a keydown a KeyboardEvent, a click a MouseEvent…; any other an Event. */
type EventOf<K extends string> = K extends keyof HTMLElementEventMap
  ? HTMLElementEventMap[K]
  : Event;

/** Listens until undone. */
export function listenUntil<K extends string>(
  target: EventTarget,
  type: K,
  listener: (event: EventOf<K>) => void,
  undo: Undo,
  options?: AddEventListenerOptions,
): void {
  const heard = listener as (event: Event) => void;
  target.addEventListener(type, heard, options);
  undo.push(() => target.removeEventListener(type, heard, options));
}

/** Removes the node when undone (a node the bind added). */
export function removeWhenUndone(node: ChildNode, undo: Undo): void {
  undo.push(() => node.remove());
}

export function undoAll(undo: Undo): void {
  while (undo.length) undo.pop()?.();
}
