/**
 * A chart with its numbers: the canvas (role img, a one-sentence summary as its name) and the same
 * data as a table under "Show the numbers", so screen readers and keyboard users lose nothing.
 * Colours come from the theme's CSS variables, read when drawn (light and dark).
 */
import { useEffect, useRef, useState } from 'react';
import type { ChartConfiguration } from 'chart.js';
import { ScrollBox } from './ui.tsx';

export interface Series {
  label: string;
  values: Array<number | null>;
  kind: 'bar' | 'line';
  /** A CSS variable name: --chart-1 … --chart-4. */
  colour: string;
  dashed?: boolean;
  stack?: string;
}

/** Dispatched on window when the console's theme toggle changes the theme. */
export const THEME_EVENT = 'khanya-theme';

function cssVar(name: string): string {
  return getComputedStyle(document.documentElement).getPropertyValue(name).trim() || '#555';
}

export function ChartFigure(props: { title: string; summary: string; labels: string[]; series: Series[]; format: (value: number) => string; height?: number }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  // Redrawn when the theme changes (the colours are read from CSS variables when drawn).
  const [theme, setTheme] = useState(0);
  const { labels, series, format } = props;

  useEffect(() => {
    const redraw = () => setTheme((n) => n + 1);
    const scheme = window.matchMedia('(prefers-color-scheme: dark)');
    window.addEventListener(THEME_EVENT, redraw);
    scheme.addEventListener('change', redraw);
    return () => {
      window.removeEventListener(THEME_EVENT, redraw);
      scheme.removeEventListener('change', redraw);
    };
  }, []);

  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    import('./chartjs.ts')
      .then(({ Chart }) => {
        if (cancelled || !canvas.current) return;
        const text = cssVar('--text');
        const grid = cssVar('--line-soft');
        const config: ChartConfiguration = {
          type: 'bar',
          data: {
            labels,
            datasets: series.map((s) => ({
              type: s.kind,
              label: s.label,
              data: s.values,
              backgroundColor: cssVar(s.colour),
              borderColor: cssVar(s.colour),
              borderWidth: s.kind === 'line' ? 2 : 0,
              borderDash: s.dashed ? [6, 4] : [],
              pointRadius: s.kind === 'line' ? 0 : undefined,
              ...(s.stack ? { stack: s.stack } : {}),
            })) as ChartConfiguration['data']['datasets'],
          },
          options: {
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            interaction: { mode: 'index', intersect: false },
            plugins: {
              legend: { labels: { color: text } },
              tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${format(Number(item.raw))}` } },
            },
            scales: {
              x: { ticks: { color: text, maxRotation: 0, autoSkip: true }, grid: { color: grid }, stacked: series.some((s) => s.stack) },
              y: { ticks: { color: text, callback: (value) => format(Number(value)) }, grid: { color: grid }, stacked: series.some((s) => s.stack) },
            },
          },
        };
        chart = new Chart(canvas.current, config);
      })
      .catch(() => setFailed(true));
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [labels, series, format, theme]);

  return (
    <figure className="chart">
      <figcaption>{props.title}</figcaption>
      <div className="chart-area" style={{ height: props.height ?? 260 }}>
        {failed ? <p>The chart could not be drawn; the numbers are below.</p> : <canvas ref={canvas} role="img" aria-label={props.summary} />}
      </div>
      <details>
        <summary>Show the numbers</summary>
        <ScrollBox label={`${props.title}: the numbers`}>
          <table>
            <thead>
              <tr>
                <th scope="col">Period</th>
                {series.map((s) => (
                  <th scope="col" key={s.label}>
                    {s.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {labels.map((label, i) => (
                <tr key={label + i}>
                  <th scope="row">{label}</th>
                  {series.map((s) => (
                    <td key={s.label} className="num">
                      {s.values[i] == null ? '–' : format(s.values[i]!)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollBox>
      </details>
    </figure>
  );
}
