import { cn } from '@web/lib/cn';
import { useId } from 'react';

export interface TrendPoint {
  /** `YYYY-MM-DD`. */
  date: string;
  value: number;
}

interface TrendChartProps {
  title: string;
  /** One sentence that says what the chart shows (its total and best day): the SVG's description. */
  description: string;
  points: TrendPoint[];
  /** A value as the axis and the table show it ($12.00, 3). */
  formatValue: (value: number) => string;
  /** A day as the axis and the table show it. */
  formatDay: (date: string) => string;
  /** The visually hidden table's column headings. */
  columns: { day: string; value: string };
  tone?: 'primary' | 'success';
  /** Whole numbers only (counts): no gridline at a fraction. */
  integer?: boolean;
}

// Viewbox units: at a phone's width (about 340 px of chart) the 13-unit labels read at 9 px,
// on a wide screen at about 15.
const WIDTH = 480;
const HEIGHT = 200;
const PAD = { top: 12, right: 8, bottom: 28, left: 60 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;

/**
 * A bar chart of one value per day, drawn as plain SVG with the theme's colours (no chart
 * library: two small charts do not pay for one). For assistive technology the SVG is one image
 * (role img: its shapes and labels are presentational)
 * with a title and a description, and the same figures follow as a visually hidden table.
 */
export function TrendChart({
  title,
  description,
  points,
  formatValue,
  formatDay,
  columns,
  tone = 'primary',
  integer = false,
}: TrendChartProps) {
  const id = useId();
  const max = Math.max(0, ...points.map((p) => p.value));
  // Round the top of the scale up so its label reads well; an empty chart still has an axis.
  const top = max > 0 ? niceCeiling(max) : 1;
  const slot = PLOT_W / Math.max(1, points.length);
  const barWidth = Math.max(2, slot * 0.7);
  const y = (value: number) => PAD.top + PLOT_H - (value / top) * PLOT_H;
  // Day labels: the first, the last and a few between, so they never overlap on a phone.
  const labelEvery = Math.max(1, Math.ceil(points.length / 5));

  return (
    <figure className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4 shadow-xs sm:p-5">
      <figcaption id={`${id}-caption`} className="text-sm font-semibold text-foreground">
        {title}
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
          const height = (point.value / top) * PLOT_H;
          const x = PAD.left + i * slot + (slot - barWidth) / 2;
          return (
            <g key={point.date}>
              {point.value > 0 && (
                <rect
                  x={x}
                  y={PAD.top + PLOT_H - height}
                  width={barWidth}
                  height={Math.max(1, height)}
                  rx={Math.min(3, barWidth / 2)}
                  className={cn(tone === 'success' ? 'fill-success' : 'fill-primary')}
                >
                  <title>{`${formatDay(point.date)}: ${formatValue(point.value)}`}</title>
                </rect>
              )}
              {showsLabel(i, points.length, labelEvery) && (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT - 8}
                  textAnchor={i === points.length - 1 ? 'end' : i === 0 ? 'start' : 'middle'}
                  className="fill-muted-foreground text-[13px]"
                >
                  {formatDay(point.date)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <table className="sr-only" aria-labelledby={`${id}-caption`}>
        <thead>
          <tr>
            <th scope="col">{columns.day}</th>
            <th scope="col">{columns.value}</th>
          </tr>
        </thead>
        <tbody>
          {points.map((point) => (
            <tr key={point.date}>
              <th scope="row">{formatDay(point.date)}</th>
              <td>{formatValue(point.value)}</td>
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
 * Whether day `i` of `count` gets its label: every `every`th day and the last one, but not a
 * regular one so close to the last that the two would run into each other.
 */
function showsLabel(i: number, count: number, every: number): boolean {
  if (i === count - 1) return true;
  return i % every === 0 && count - 1 - i >= Math.ceil(every / 2);
}
