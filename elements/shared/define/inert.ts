/**
 * The fallback of an element that cannot work: its server markup, not interactive. Nodes React
 * had taken away come back; every control is disabled and the element is inert. `makeLive` undoes
 * it once the element works again (its markup fixed): the element is no longer inert and the
 * controls this disabled are enabled; a control that was disabled before stays disabled.
 */
const disabledHere = new WeakSet<Element>();

export function makeInert(host: HTMLElement, serverNodes: ChildNode[] = []): void {
  for (const node of serverNodes) if (!node.isConnected) host.append(node);
  host.inert = true;
  for (const control of host.querySelectorAll<HTMLButtonElement>(
    'button, input, select, textarea',
  )) {
    if (control.disabled) continue;
    control.disabled = true;
    disabledHere.add(control);
  }
}

export function makeLive(host: HTMLElement): void {
  if (host.inert) host.inert = false;
  for (const control of host.querySelectorAll<HTMLButtonElement>(
    'button, input, select, textarea',
  )) {
    if (!disabledHere.delete(control)) continue;
    control.disabled = false;
  }
}
