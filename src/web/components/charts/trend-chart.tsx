import { cn } from '@web/lib/cn';
import { useId } from 'react';

export interface TrendPoint {
  /** What the point stands for (a day `YYYY-MM-DD`, an hour's ISO start): the axis label's source. */
  key: string;
  /** Null: nothing to show for this point (a rate with nothing to divide by); no bar, '–' in the table. */
  value: number | null;
}

/** A second figure per point, drawn beside the first (p95 beside p50, tokens out beside tokens in). */
export interface TrendSecondary {
  /** The legend's and the table column's name. */
  label: string;
  values: ReadonlyArray<number | null>;
}

interface TrendChartProps {
  title: string;
  /** One sentence that says what the chart shows (its total and best point): the SVG's description. */
  description: string;
  points: TrendPoint[];
  /** A value as the axis and the table show it ($12.00, 3, 85%). */
  formatValue: (value: number) => string;
  /** A point's key as the axis and the table show it (a day, an hour). */
  formatKey: (key: string) => string;
  /** The visually hidden table's column headings. */
  columns: { key: string; value: string };
  tone?: 'primary' | 'success';
  /** Whole numbers only (counts): no gridline at a fraction. */
  integer?: boolean;
  /** A fixed top of the scale (1 for a share shown as a percentage); else it follows the data. */
  max?: number;
  secondary?: TrendSecondary;
}

// Viewbox units: at a phone's width (about 340 px of chart) the 13-unit labels read at 9 px,
// on a wide screen at about 15.
const WIDTH = 480;
const HEIGHT = 200;
const PAD = { top: 12, right: 8, bottom: 28, left: 60 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

/**
 * A bar chart of one value per point (two side by side with `secondary`), drawn as plain SVG with
 * the theme's colours (no chart library: a few small charts do not pay for one). For assistive
 * technology the SVG is one image (role img: its shapes and labels are presentational) with a
 * title and a description, and the same figures follow as a visually hidden table.
 */
export function TrendChart({
  title,
  description,
  points,
  formatValue,
  formatKey,
  columns,
  tone = 'primary',
  integer = false,
  max: fixedMax,
  secondary,
}: TrendChartProps) {
  const id = useId();
  const values = [...points.map((p) => p.value), ...(secondary?.values ?? [])];
  const max = Math.max(0, ...values.map((v) => v ?? 0));
  // Round the top of the scale up so its label reads well; an empty chart still has an axis.
  const top = fixedMax ?? (max > 0 ? niceCeiling(max) : 1);
  const slot = PLOT_W / Math.max(1, points.length);
  const groupWidth = Math.max(1, slot * (slot < 3 ? 1 : 0.7));
  const barWidth = secondary ? groupWidth / 2 : groupWidth;
  const y = (value: number) => PAD.top + PLOT_H - (Math.min(value, top) / top) * PLOT_H;
  // Labels: the first, the last and a few between, so they never overlap on a phone.
  const labelEvery = Math.max(1, Math.ceil(points.length / 5));
  const fill = tone === 'success' ? 'fill-success' : 'fill-primary';

  const bar = (value: number | null, x: number, className: string, label: string) =>
    value !== null && value > 0 ? (
      <rect
        x={x}
        y={y(value)}
        width={barWidth}
        height={Math.max(1, PAD.top + PLOT_H - y(value))}
        rx={Math.min(3, barWidth / 2)}
        className={className}
      >
        <title>{label}</title>
      </rect>
    ) : null;

  return (
    <figure className="flex min-w-0 flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-xs sm:p-5">
      <figcaption id={`${id}-caption`} className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm font-semibold text-foreground">{title}</span>
        {secondary && (
          <span className="flex items-center gap-3 text-xs text-muted-foreground" aria-hidden="true">
            <span className="inline-flex items-center gap-1">
              <span className={cn('size-2.5 rounded-sm', tone === 'success' ? 'bg-success' : 'bg-primary')} />
              {columns.value}
            </span>
            <span className="inline-flex items-center gap-1">
              <span className="size-2.5 rounded-sm bg-muted-foreground/50" />
              {secondary.label}
            </span>
          </span>
        )}
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        className="h-auto w-full overflow-visible"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {(integer && !Number.isInteger(top / 2) ? [0, 1] : [0, 0.5, 1]).map((share) => (
          <g key={share}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(top * share)}
              y2={y(top * share)}
              className="stroke-border"
              strokeDasharray={share === 0 ? undefined : '4 4'}
            />
            <text
              x={PAD.left - 8}
              y={y(top * share)}
              textAnchor="end"
              dominantBaseline="middle"
              className="fill-muted-foreground text-[13px]"
            >
              {formatValue(top * share)}
            </text>
          </g>
        ))}
        {points.map((point, i) => {
          const x = PAD.left + i * slot + (slot - groupWidth) / 2;
          const second = secondary?.values[i] ?? null;
          return (
            <g key={point.key}>
              {bar(
                point.value,
                x,
                fill,
                `${formatKey(point.key)}: ${point.value === null ? '–' : formatValue(point.value)}`,
              )}
              {secondary &&
                bar(
                  second,
                  x + barWidth,
                  'fill-muted-foreground/50',
                  `${formatKey(point.key)}, ${secondary.label}: ${second === null ? '–' : formatValue(second)}`,
                )}
              {showsLabel(i, points.length, labelEvery) && (
                <text
                  x={x + groupWidth / 2}
                  y={HEIGHT - 8}
                  textAnchor={i === points.length - 1 ? 'end' : i === 0 ? 'start' : 'middle'}
                  className="fill-muted-foreground text-[13px]"
                >
                  {formatKey(point.key)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <table className="sr-only" aria-labelledby={`${id}-caption`}>
        <thead>
          <tr>
            <th scope="col">{columns.key}</th>
            <th scope="col">{columns.value}</th>
            {secondary && <th scope="col">{secondary.label}</th>}
          </tr>
        </thead>
        <tbody>
          {points.map((point, i) => (
            <tr key={point.key}>
              <th scope="row">{formatKey(point.key)}</th>
              <td>{point.value === null ? '–' : formatValue(point.value)}</td>
              {secondary && (
                <td>{secondary.values[i] == null ? '–' : formatValue(secondary.values[i] as number)}</td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** The smallest 1, 2 or 5 times a power of ten at or above `value`. */
export function niceCeiling(value: number): number {
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * power >= value) return step * power;
  return 10 * power;
}

/**
 * Whether point `i` of `count` gets its label: every `every`th point and the last one, but not a
 * regular one so close to the last that the two would run into each other.
 */
function showsLabel(i: number, count: number, every: number): boolean {
  if (i === count - 1) return true;
  return i % every === 0 && count - 1 - i >= every;
}
