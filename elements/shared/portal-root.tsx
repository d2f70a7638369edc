import {
  Component,
  type ComponentType,
  memo,
  type ReactNode,
  startTransition,
  useLayoutEffect,
  useState,
} from 'react';
import { createPortal, flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { report, whenParsed } from '../../src/page/page';
import { ElementMarkupError } from './attributes';
import { makeInert } from './inert';

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
  /**
   * React's event listeners go on the host just before the first event reaches it (see
   * `waitForFirstEvent`): for elements, which mount by the thousand. Not for a dialog that takes
   * focus as it mounts.
   */
  listenOnFirstEvent?: boolean;
}

const entries = new Map<number, PortalEntry>();
const listeners = new Set<() => void>();
let version = 0;
let root: ReturnType<typeof createRoot> | null = null;

function notify(): void {
  version++;
  for (const listener of listeners) listener();
}

let rendering = false;

/** The root, made at the first portal; it renders once the document is parsed (`render`). */
function ensureRoot(): ReturnType<typeof createRoot> {
  if (root) return root;
  // Every element renders in a portal, so no event ever reaches the root's own container (it is
  // not in the document): its listeners are only noted, for their event types.
  const container = document.createElement('div');
  const types = new Set<string>();
  container.addEventListener = (type: string) => {
    types.add(type);
  };
  root = createRoot(container, {
    // ElementBoundary reports a caught error itself, once, naming the element.
    onCaughtError: () => {},
    onUncaughtError: (error) => report('render failed', error),
  });
  // React marks a node it has put its listeners on with a property `_reactListening<random>` and
  // skips a node that has it. That is React-internal, not API: if a React version names it
  // otherwise, keeps it elsewhere or attaches no listeners to the container, no marker (or no
  // type) is found here, `reactListening` stays null, `waitForFirstEvent` does nothing, and every
  // portal gets React's listeners as it mounts: slower upgrades, the same behaviour.
  const marker = Object.keys(container).find((key) => key.startsWith('_reactListening'));
  reactListening = marker && types.size > 0 ? { marker, types: [...types] } : null;
  return root;
}

let renderQueued = false;

/**
 * Renders every change of this task together, once the task's upgrades are done, as a transition:
 * React renders it in slices of a few milliseconds between which the browser can handle input, so
 * a page of many elements never blocks the main thread for long. The commit stays atomic: an
 * element's server markup is swapped for React's identical markup in one frame.
 */
function render(): void {
  if (renderQueued) return;
  renderQueued = true;
  queueMicrotask(() => {
    renderQueued = false;
    startTransition(() => {
      if (!rendering) {
        rendering = true;
        ensureRoot().render(<PortalHost />);
      }
      notify();
    });
  });
}

/**
 * Server children are only complete once the parser has passed the element; while it has not,
 * every change waits for the one `render` (the document keeps a listener once).
 */
function schedule(): void {
  whenParsed(document, render);
}

let lastId = 0;

/** A portal id no other portal of the page has. */
export function newPortalId(): number {
  lastId += 1;
  return lastId;
}

/**
 * Shows a React dialog for code that is not React (a light-DOM element, template markup): the
 * component as a portal of the one root, in a host of its own at the end of the body. `props` gets
 * the function that closes it, which removes the portal and the host (it may be called twice).
 * One at a time per `kind`: opening one closes the one of its kind still open.
 */
const openDialogs = new Map<string, () => void>();

export function openPortalDialog<P extends object>(
  doc: Document,
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
    tag: kind,
    host,
    component: component as unknown as ComponentType<never>,
    props: props(close),
    serverNodes: [],
  });
}

export function setPortal(entry: PortalEntry): void {
  if (entry.listenOnFirstEvent && !entries.has(entry.id)) waitForFirstEvent(entry.host);
  entries.set(entry.id, entry);
  schedule();
}

export function removePortal(id: number): void {
  const entry = entries.get(id);
  if (!entry) return;
  entries.delete(id);
  stopWaiting(entry.host);
  schedule();
}

/**
 * React puts its whole set of event listeners (about 150) on every portal's container as the
 * portal mounts: on a page of many elements that was most of the upgrade. An element's host gets
 * React's mark instead, so the portal mounts without them, and a capture listener per event type
 * on the host's document (or shadow root) waits for the first event on its way to the host: it
 * takes the mark off and mounts an empty second portal into the host at once, which puts React's
 * listeners there before the event reaches the host. The page behaves as if they always were.
 */
let reactListening: { marker: string; types: string[] } | null = null;
const LISTEN_OPTIONS = { capture: true, passive: true } as const;
/** The hosts waiting for their first event, per document or shadow root. */
const waiting = new Map<Node, Set<EventTarget>>();
/** The document or shadow root each waiting host is watched from. */
const watchedFrom = new WeakMap<EventTarget, Node>();
/** Hosts that had their first event: their item keeps the second portal. */
const listened = new WeakSet<EventTarget>();

function waitForFirstEvent(host: HTMLElement): void {
  ensureRoot();
  const marked = host as unknown as Record<string, unknown>;
  if (!reactListening || !host.isConnected || listened.has(host)) return;
  if (reactListening.marker in marked) return;
  marked[reactListening.marker] = true;
  const from = host.getRootNode();
  let hosts = waiting.get(from);
  if (!hosts) {
    hosts = new Set();
    waiting.set(from, hosts);
    for (const type of reactListening.types)
      from.addEventListener(type, onFirstEvent, LISTEN_OPTIONS);
  }
  hosts.add(host);
  watchedFrom.set(host, from);
}

/** The host no longer waits: React puts its listeners there as a portal next mounts into it. */
function stopWaiting(host: EventTarget): boolean {
  const from = watchedFrom.get(host);
  const hosts = from && waiting.get(from);
  if (!from || !hosts || !reactListening || !hosts.delete(host)) return false;
  watchedFrom.delete(host);
  delete (host as unknown as Record<string, unknown>)[reactListening.marker];
  if (hosts.size === 0) {
    waiting.delete(from);
    for (const type of reactListening.types)
      from.removeEventListener(type, onFirstEvent, LISTEN_OPTIONS);
  }
  return true;
}

function onFirstEvent(event: Event): void {
  let found = false;
  for (const node of event.composedPath()) {
    if (!stopWaiting(node)) continue;
    listened.add(node);
    found = true;
  }
  // Their items render the second portal now, in this event's capture phase.
  if (found) flushSync(notify);
}

/**
 * The portals, re-rendered at each change of `entries`: as a transition from `render`, at once from
 * `onFirstEvent` (its `flushSync`).
 */
function PortalHost(): ReactNode {
  const [, setSeen] = useState(version);
  useLayoutEffect(() => {
    const listener = () => setSeen(version);
    listeners.add(listener);
    // A change between this render and its commit.
    listener();
    return () => {
      listeners.delete(listener);
    };
  }, []);
  const items: ReactNode[] = [];
  for (const entry of entries.values()) {
    items.push(<PortalItem key={entry.id} entry={entry} />);
    // Mounting a portal is what puts React's listeners on its container (see waitForFirstEvent).
    // An empty one of its own: the element's portal, and so its component, is left as it is.
    if (listened.has(entry.host))
      items.push(createPortal(null, entry.host, `listeners:${entry.id}`));
  }
  return items;
}

const PortalItem = memo(function PortalItem({ entry }: { entry: PortalEntry }): ReactNode {
  return createPortal(<ElementBoundary entry={entry} />, entry.host);
});

/**
 * The element's component. Its server markup goes as React's identical markup lands; a render
 * error must not escape the bundle: the server markup comes back, inert.
 */
class ElementBoundary extends Component<{ entry: PortalEntry }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidMount(): void {
    if (this.state.failed) return;
    // Runs before paint, in the same frame as React's markup lands: the swap never shows.
    const { host, serverNodes } = this.props.entry;
    for (const node of serverNodes) node.remove();
    host.setAttribute('data-hydrated', '');
  }

  override componentWillUnmount(): void {
    this.props.entry.host.removeAttribute('data-hydrated');
  }

  override componentDidCatch(error: unknown): void {
    const { tag, host, serverNodes } = this.props.entry;
    if (error instanceof ElementMarkupError) report(error.message);
    else report(`<${tag}>: failed to render; showing the server markup`, error);
    host.removeAttribute('data-hydrated');
    makeInert(host, serverNodes);
  }

  override render(): ReactNode {
    if (this.state.failed) return null;
    const { component, props } = this.props.entry;
    const Element = component as ComponentType<object>;
    return <Element {...props} />;
  }
}
