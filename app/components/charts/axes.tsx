import type { ScaleLinear } from "d3-scale";
import { BOX } from "./chart-frame";

/** The value axis: four ticks of d3's choosing, their grid lines and labels. */
export function ValueAxis({
  y,
  format,
  whole = false,
}: {
  y: ScaleLinear<number, number>;
  format: (value: number) => string;
  whole?: boolean;
}) {
  const ticks = y.ticks(4).filter((tick) => !whole || Number.isInteger(tick));
  return (
    <g className="text-muted-foreground">
      {ticks.map((tick) => (
        <g key={tick} transform={`translate(0 ${y(tick)})`}>
          <line x1={BOX.left} x2={BOX.width - BOX.right} className="stroke-border" strokeWidth={0.5} />
          <text x={BOX.left - 4} dy="0.32em" textAnchor="end" className="fill-current" fontSize={10}>
            {format(tick)}
          </text>
        </g>
      ))}
    </g>
  );
}

/**
 * The label axis: each label under its point up to eight; beyond, about six of them (every other month of twelve,
 * every fifth day of thirty, every fifteenth of ninety), counted back from the last, so a phone's width holds them.
 */
export function LabelAxis({ labels, xOf }: { labels: string[]; xOf: (index: number) => number }) {
  // Past a year of months (a quarter of days, say), about six labels: more would run into each other on a phone.
  const every = labels.length > 12 ? Math.ceil(labels.length / 6) : labels.length > 8 ? 2 : 1;
  return (
    <g className="text-muted-foreground">
      {labels.map((label, i) =>
        (labels.length - 1 - i) % every === 0 ? (
          <text key={label} x={xOf(i)} y={BOX.height - 6} textAnchor="middle" className="fill-current" fontSize={10}>
            {label}
          </text>
        ) : null,
      )}
    </g>
  );
}

/**
 * The value scale from zero (or the lowest value, when below) to the highest; an empty chart still gets a scale,
 * and a count's scale at least reaches 4, so its ticks are whole numbers.
 */
export function valueDomain(values: (number | null)[], whole = false): [number, number] {
  const present = values.filter((v): v is number => v !== null);
  const top = Math.max(0, ...present);
  const bottom = Math.min(0, ...present);
  return [bottom, whole ? Math.max(top, bottom + 4) : top === bottom ? bottom + 1 : top];
}

/** A rank's scale: from 1 (the top) to the largest rank shown, at least 5 so a steady first place has room. */
export function rankDomain(values: (number | null)[]): [number, number] {
  const present = values.filter((v): v is number => v !== null);
  return [Math.min(1, ...present), Math.max(5, ...present)];
}
