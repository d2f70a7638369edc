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
  entries.set(entry.id, entry);
  schedule();
}

export function removePortal(id: number): void {
  if (entries.delete(id)) schedule();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function PortalHost(): ReactNode {
  useSyncExternalStore(subscribe, () => version);
  return Array.from(entries.values(), (entry) => <PortalItem key={entry.id} entry={entry} />);
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
