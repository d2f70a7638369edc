import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LineChart } from './line-chart';

/** uPlot as a recorder: happy-dom has no canvas to draw on. */
interface Recorded {
  options: {
    width: number;
    series: Record<string, unknown>[];
  };
  data: unknown;
  setSize: ReturnType<typeof vi.fn>;
  destroy: ReturnType<typeof vi.fn>;
}
const plots = vi.hoisted(() => [] as Recorded[]);
vi.mock('uplot', () => {
  class FakePlot {
    static tzDate = (date: Date) => date;
    setSize = vi.fn();
    destroy = vi.fn();
    constructor(
      readonly options: unknown,
      readonly data: unknown,
    ) {
      plots.push(this as never);
    }
  }
  return { default: FakePlot };
});

/** The container's width as the browser would lay it out. */
let width = 300;
let resized: (() => void) | null = null;
class FakeResizeObserver {
  constructor(callback: () => void) {
    resized = callback;
  }
  observe() {}
  disconnect() {
    resized = null;
  }
}

let root: Root | null = null;

async function show() {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => width);
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root?.render(
      <LineChart
        days={['2025-03-01', '2025-03-02']}
        series={[{ label: 'Page views', values: [3, 5], color: '#000' }]}
        label="Line chart of page views: 8 in all."
      />,
    ),
  );
  return container;
}

afterEach(async () => {
  await act(async () => root?.unmount());
  root = null;
  plots.length = 0;
  width = 300;
  document.body.innerHTML = '';
});

describe('LineChart', () => {
  it('is an image named by the chart’s summary in words', async () => {
    const container = await show();
    const box = container.querySelector('[role="img"]');
    expect(box?.getAttribute('aria-label')).toBe('Line chart of page views: 8 in all.');
  });

  it('plots each day (UTC midnight, in seconds) at its container’s width', async () => {
    await show();
    const plot = plots[0];
    expect(plot?.options.width).toBe(300);
    expect(plot?.data).toEqual([
      [Date.UTC(2025, 2, 1) / 1000, Date.UTC(2025, 2, 2) / 1000],
      [3, 5],
    ]);
    expect(plot?.options.series[1]).toMatchObject({ label: 'Page views', stroke: '#000' });
  });

  it('follows its container to a narrower width, and is destroyed with the page', async () => {
    await show();
    width = 288;
    resized?.();
    expect(plots[0]?.setSize).toHaveBeenCalledWith({ width: 288, height: 240 });
    await act(async () => root?.unmount());
    root = null;
    expect(plots[0]?.destroy).toHaveBeenCalled();
  });
});
