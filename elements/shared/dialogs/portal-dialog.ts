import type { ComponentType } from 'react';
import type { Runtime } from '../../../src/runtime/runtime';
import { failedRender } from '../define/define-element';
import { newPortalId, removePortal, setPortal } from '../react/portal-root';

/**
 * Shows a React dialog for code that is not React (a light-DOM element, template markup): the
 * component as a portal of the one React root, rendered with `runtime`, in a host of its own at the
 * end of the body.
 * `props` gets the function that closes it, which removes the portal and the host (it may be
 * called twice). One at a time per `kind`: opening one closes the one of its kind still open.
 */
const openDialogs = new Map<string, () => void>();

export function openPortalDialog<P extends object>(
  doc: Document,
  runtime: Runtime,
  kind: string,
  component: ComponentType<P>,
  props: (close: () => void) => P,
): void {
  openDialogs.get(kind)?.();
  const host = doc.createElement('div');
  host.setAttribute('data-sq-dialog', '');
  doc.body.append(host);
  const id = newPortalId();
  const close = () => {
    removePortal(id);
    host.remove();
    if (openDialogs.get(kind) === close) openDialogs.delete(kind);
  };
  openDialogs.set(kind, close);
  setPortal({
    id,
    host,
    component: component as unknown as ComponentType<never>,
    props: props(close),
    runtime,
    serverNodes: [],
    fail: (error) => failedRender(kind, host, [], error),
  });
}
