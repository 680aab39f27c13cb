import type { BatchAttendance } from '@campus/sdk';
import { formatDate } from '@campus/time';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import * as css from './attendance-chart.css';
import { chartSeries } from './attendance-report';

const HEIGHT = 240;

/** The custom property behind a `createVar()`: `var(--barColour__1a2b)` → `--barColour__1a2b`. */
const propertyOf = (cssVar: string) => /^var\((--[^),\s]+)/.exec(cssVar)?.[1] ?? '';

/**
 * A theme colour as the canvas needs it, read from the chart's box at draw time: the canvas cannot
 * use CSS variables, and reading them on every draw follows a theme switch with one redraw.
 */
const colourOf = (el: HTMLElement, cssVar: string) => () =>
  getComputedStyle(el).getPropertyValue(propertyOf(cssVar)).trim() || 'currentColor';

/**
 * How many students attended each of a batch's ended classes, oldest first, as bars (uPlot on a
 * canvas). The canvas is hidden from assistive technology: the page gives its text alternative
 * (`chartSummary`) beside it, and the table of classes says the same. It is loaded with
 * `lazy()` only where it shows, so no first visit carries uPlot.
 */
export function AttendanceChart({
  report,
  timeZone,
}: {
  report: BatchAttendance;
  timeZone?: string;
}) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const text = colourOf(el, css.textColour);
    const grid = colourOf(el, css.gridColour);
    const bar = colourOf(el, css.barColour);
    const days = report.classes.map((c) =>
      formatDate(c.startTime, { ...(timeZone ? { timeZone } : {}) }).replace(/ \d{4}$/, ''),
    );
    const axis = {
      stroke: text,
      grid: { stroke: grid, width: 1 },
      ticks: { stroke: grid, width: 1 },
      font: `12px ${getComputedStyle(el).fontFamily || 'sans-serif'}`,
    };
    const chart = new uPlot(
      {
        width: Math.max(el.clientWidth, 200),
        height: HEIGHT,
        legend: { show: false },
        cursor: { show: false },
        scales: {
          x: { time: false, range: [0.5, report.classes.length + 0.5] },
          y: { range: [0, Math.max(report.students.length, 1)] },
        },
        axes: [
          {
            ...axis,
            // Bars stand for the classes: no vertical rules through them.
            grid: { show: false },
            incrs: [1, 2, 5, 10, 20, 50],
            values: (_, splits) =>
              splits.map((i) => (Number.isInteger(i) ? (days[i - 1] ?? '') : '')),
          },
          { ...axis, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500], size: 40 },
        ],
        series: [
          {},
          {
            label: 'Present',
            stroke: bar,
            fill: bar,
            width: 0,
            points: { show: false },
            paths: uPlot.paths.bars!({ size: [0.6, 48] }),
          },
        ],
      },
      chartSeries(report),
      el,
    );
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(el.clientWidth, 200), height: HEIGHT }),
    );
    resize.observe(el);
    // The app switches theme by the class on <html>: draw again in the new colours.
    const theme = new MutationObserver(() => chart.redraw(false));
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    return () => {
      resize.disconnect();
      theme.disconnect();
      chart.destroy();
    };
  }, [report, timeZone]);

  return <div ref={box} className={css.chart} aria-hidden="true" />;
}
