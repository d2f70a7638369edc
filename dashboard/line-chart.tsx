import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { formatCount } from './format';
import { dayStart } from './range';

/**
 * A uPlot line chart of counts per day (UTC), as wide as its container: drawn at the container's
 * width and drawn again at its new width whenever that changes, so it never overflows, down to a
 * 320 px screen. The canvas says nothing to assistive technology, so the box is role="img" named
 * by `label`, the chart's summary in words; the caller shows the same figures in a table. Lines
 * differ by dash as well as colour. The y axis counts whole numbers from 0.
 */

export interface DailySeries {
  label: string;
  values: readonly number[];
  color: string;
  /** Dash and gap lengths in px; a solid line without. */
  dash?: number[];
}

export const CHART_HEIGHT = 240;
const INK = '#3d3d3d';
const GRID = '#e4e4e4';
/** Whole-number steps for the count axis. */
const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1e3, 2e3, 5e3, 1e4, 2e4, 5e4, 1e5, 1e6];

function chartOptions(series: readonly DailySeries[], width: number): uPlot.Options {
  const axis = { stroke: INK, grid: { stroke: GRID, width: 1 }, ticks: { stroke: GRID, width: 1 } };
  return {
    width,
    height: CHART_HEIGHT,
    legend: { show: false },
    cursor: { show: false },
    // Days are UTC calendar days: the time axis is labelled in UTC, not the owner's zone.
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    scales: {
      x: { time: true },
      y: { range: (_plot, _min, max) => [0, max > 0 ? Math.ceil(max * 1.1) : 4] },
    },
    axes: [
      axis,
      { ...axis, incrs: COUNT_STEPS, values: (_plot, splits) => splits.map(formatCount) },
    ],
    series: [
      {},
      ...series.map((line) => ({
        label: line.label,
        stroke: line.color,
        width: 2,
        dash: line.dash,
        points: { show: line.values.length <= 62, size: 5, fill: line.color },
      })),
    ],
  };
}

export function LineChart(props: {
  days: readonly string[];
  series: readonly DailySeries[];
  label: string;
}) {
  const { days, series, label } = props;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const width = () => Math.max(1, Math.floor(element.clientWidth));
    const data: uPlot.AlignedData = [
      days.map((day) => (dayStart(day) ?? 0) / 1000),
      ...series.map((line) => [...line.values]),
    ];
    const plot = new uPlot(chartOptions(series, width()), data, element);
    const observer =
      typeof ResizeObserver === 'function'
        ? new ResizeObserver(() => plot.setSize({ width: width(), height: CHART_HEIGHT }))
        : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      plot.destroy();
    };
  }, [days, series]);
  return <div ref={box} className="sq-dash-chart__plot" role="img" aria-label={label} />;
}
