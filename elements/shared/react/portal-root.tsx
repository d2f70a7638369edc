import {
  Component,
  type ComponentType,
  memo,
  type ReactNode,
  startTransition,
  useLayoutEffect,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { report, whenParsed } from '../../../src/page/page';
import type { Runtime } from '../../../src/runtime/runtime';
import { RuntimeContext } from './use-runtime';

/**
 * Every custom element renders as a portal of one shared React root: one root per element costs
 * about twice as much to upgrade a page of many elements.
 */
export interface PortalEntry {
  id: number;
  host: HTMLElement;
  component: ComponentType<never>;
  props: object;
  /** The runtime the component renders with (its context: use-runtime.ts). */
  runtime: Runtime;
  /** The server-rendered children, removed once React's identical markup is in place. */
  serverNodes: ChildNode[];
  /** What the host shows when the component fails to render: its server markup, inert. */
  fail(error: unknown): void;
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
  root ??= createRoot(document.createElement('div'), {
    // ElementBoundary reports a caught error itself, once, naming the element.
    onCaughtError: () => {},
    onUncaughtError: (error) => report('render failed', error),
  });
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

export function setPortal(entry: PortalEntry): void {
  entries.set(entry.id, entry);
  schedule();
}

export function removePortal(id: number): void {
  const entry = entries.get(id);
  if (!entry) return;
  entries.delete(id);
  schedule();
}

/** The portals, re-rendered as a transition at each change of `entries` (`render`). */
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
  for (const entry of entries.values()) items.push(<PortalItem key={entry.id} entry={entry} />);
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
    const { host, fail } = this.props.entry;
    host.removeAttribute('data-hydrated');
    fail(error);
  }

  override render(): ReactNode {
    if (this.state.failed) return null;
    const { component, props, runtime } = this.props.entry;
    const Element = component as ComponentType<object>;
    return (
      <RuntimeContext value={runtime}>
        <Element {...props} />
      </RuntimeContext>
    );
  }
}
