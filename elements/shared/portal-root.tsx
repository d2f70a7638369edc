import {
  Component,
  type ComponentType,
  memo,
  type ReactNode,
  useLayoutEffect,
  useSyncExternalStore,
} from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { report, whenParsed } from '../../src/page/page';
import { ElementMarkupError } from './attributes';

/**
 * Every custom element renders as a portal of one shared React root: one root per element costs
 * about twice as much to upgrade a page of many elements.
 */
export interface PortalEntry {
  id: number;
  tag: string;
  host: HTMLElement;
  component: ComponentType<never>;
  props: object;
  /** The server-rendered children, removed once React's identical markup is in place. */
  serverNodes: ChildNode[];
}

const entries = new Map<number, PortalEntry>();
const listeners = new Set<() => void>();
let version = 0;
let root: ReturnType<typeof createRoot> | null = null;

function notify(): void {
  version++;
  for (const listener of listeners) listener();
}

function ensureRoot(): void {
  if (root) return;
  root = createRoot(document.createElement('div'), {
    // ElementBoundary reports a caught error itself, once, naming the element.
    onCaughtError: () => {},
    onUncaughtError: (error) => report('render failed', error),
  });
  root.render(<PortalHost />);
}

function render(): void {
  ensureRoot();
  notify();
}

/**
 * Server children are only complete once the parser has passed the element; while it has not,
 * every change waits for the one `render` (the document keeps a listener once).
 */
function schedule(): void {
  whenParsed(document, render);
}

export function setPortal(entry: PortalEntry): void {
  if (!entries.has(entry.id)) mounting.add(entry.host);
  entries.set(entry.id, entry);
  schedule();
}

export function removePortal(id: number): void {
  const entry = entries.get(id);
  if (!entry) return;
  mounting.delete(entry.host);
  entries.delete(id);
  schedule();
}

/**
 * React adds its whole set of event listeners (about 150) to every portal's container when the
 * portal mounts: on a page of many elements that is most of the upgrade. While a host's portal
 * mounts, the element hands those listeners here (`deferListener`) and each is added to the host
 * for real just before the first event of its type reaches the host: one capture listener per
 * event type on the host's document (or shadow root) sees the event first, so React's listeners
 * are in place on the host when the event gets there, and the page behaves as if they always were.
 */
const mounting = new Set<EventTarget>();
/** Listeners waiting for their first event, per host: type, listener, options, type, … */
const pending = new WeakMap<EventTarget, unknown[]>();
/** How many listeners wait, per root (document or shadow root) and event type. */
const waiting = new Map<Node, Map<string, number>>();
const JIT_OPTIONS = { capture: true, passive: true } as const;

/** Takes a listener added to `host` while its portal mounts; false: add it as usual. */
export function deferListener(
  host: HTMLElement,
  type: string,
  listener: EventListenerOrEventListenerObject | null,
  options: boolean | AddEventListenerOptions | undefined,
): boolean {
  if (!mounting.has(host) || listener === null || !host.isConnected) return false;
  const root = host.getRootNode();
  let list = pending.get(host);
  if (!list) pending.set(host, (list = [root]));
  list.push(type, listener, options);
  let counts = waiting.get(root);
  if (!counts) waiting.set(root, (counts = new Map()));
  const count = counts.get(type) ?? 0;
  counts.set(type, count + 1);
  if (count === 0) root.addEventListener(type, addPendingListeners, JIT_OPTIONS);
  return true;
}

/** The root's capture listener: adds, on every host this event will reach, what waits for it. */
function addPendingListeners(event: Event): void {
  const { type } = event;
  for (const node of event.composedPath()) {
    const list = pending.get(node);
    if (!list) continue;
    const root = list[0] as Node;
    const counts = waiting.get(root);
    let left = 0;
    for (let i = 1; i < list.length; i += 3) {
      if (list[i] === null) continue;
      if (list[i] !== type) {
        left++;
        continue;
      }
      EventTarget.prototype.addEventListener.call(
        node,
        type,
        list[i + 1] as EventListenerOrEventListenerObject,
        list[i + 2] as boolean | AddEventListenerOptions | undefined,
      );
      list[i] = null;
      const count = (counts?.get(type) ?? 1) - 1;
      counts?.set(type, count);
      if (count === 0) root.removeEventListener(type, addPendingListeners, JIT_OPTIONS);
    }
    if (left === 0) pending.delete(node);
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function PortalHost(): ReactNode {
  useSyncExternalStore(subscribe, () => version);
  const rendered = Array.from(entries.values());
  useLayoutEffect(() => {
    // Every portal of this render is in place, with React's listeners (deferred) on its host.
    for (const entry of rendered) mounting.delete(entry.host);
  });
  return rendered.map((entry) => <PortalItem key={entry.id} entry={entry} />);
}

const PortalItem = memo(function PortalItem({ entry }: { entry: PortalEntry }): ReactNode {
  return createPortal(
    <ElementBoundary entry={entry}>
      <Hydrate entry={entry} />
    </ElementBoundary>,
    entry.host,
  );
});

function Hydrate({ entry }: { entry: PortalEntry }): ReactNode {
  const { component: Element, props, host, serverNodes } = entry;
  useLayoutEffect(() => {
    // Runs before paint, in the same frame as React's markup lands: the swap never shows.
    for (const node of serverNodes) node.remove();
    host.setAttribute('data-hydrated', '');
    return () => host.removeAttribute('data-hydrated');
  }, [host, serverNodes]);
  const Typed = Element as ComponentType<object>;
  return <Typed {...props} />;
}

/** A render error must not escape the bundle: put the server markup back and make it inert. */
class ElementBoundary extends Component<
  { entry: PortalEntry; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    const { tag, host, serverNodes } = this.props.entry;
    if (error instanceof ElementMarkupError) report(error.message);
    else report(`<${tag}>: failed to render; showing the server markup`, error);
    makeInert(host, serverNodes);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/** The fallback of an element that cannot work: its server markup, not interactive. */
export function makeInert(host: HTMLElement, serverNodes: ChildNode[] = []): void {
  for (const node of serverNodes) if (!node.isConnected) host.append(node);
  host.inert = true;
  for (const control of host.querySelectorAll<HTMLButtonElement>(
    'button, input, select, textarea',
  )) {
    control.disabled = true;
  }
}
