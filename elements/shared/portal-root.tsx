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
import { ElementMarkupError } from './attributes';

/**
 * Every custom element renders as a portal of one shared React root: one root per element costs
 * about twice as much to upgrade a page of many elements (measured in the foundation issue).
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
let waitingForDom = false;

function notify(): void {
  version++;
  for (const listener of listeners) listener();
}

function ensureRoot(): void {
  if (root) return;
  root = createRoot(document.createElement('div'), {
    // ElementBoundary reports a caught error itself, once, naming the element.
    onCaughtError: () => {},
    onUncaughtError: (error) => console.error('sq-storefront: render failed', error),
  });
  root.render(<PortalHost />);
}

/** Server children are only complete once the parser has passed the element. */
function schedule(): void {
  if (document.readyState !== 'loading') {
    ensureRoot();
    notify();
    return;
  }
  if (waitingForDom) return;
  waitingForDom = true;
  document.addEventListener(
    'DOMContentLoaded',
    () => {
      waitingForDom = false;
      ensureRoot();
      notify();
    },
    { once: true },
  );
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
    if (error instanceof ElementMarkupError) console.error(error.message);
    else console.error(`<${tag}>: failed to render; showing the server markup`, error);
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
