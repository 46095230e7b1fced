import { scaleLinear, scalePoint } from "d3-scale";
import { line } from "d3-shape";
import { LabelAxis, rankDomain, ValueAxis, valueDomain } from "./axes";
import { BOX, ChartFrame, type ChartProps, colourOf, missing } from "./chart-frame";

/**
 * A trend over months (or days): one line per series, a dot per point, d3's scales and line shape. `invert` draws
 * ranks, 1 at the top.
 */
export function LineChart(props: ChartProps) {
  const { labels, shortLabels = labels, series, format, whole, invert } = props;
  const x = scalePoint<number>()
    .domain(labels.map((_, i) => i))
    .range([BOX.left + 6, BOX.width - BOX.right - 6]);
  const values = series.flatMap((s) => s.values);
  const y = invert
    ? scaleLinear()
        .domain(rankDomain(values))
        .range([BOX.top, BOX.height - BOX.bottom])
    : scaleLinear()
        .domain(valueDomain(values, whole))
        .nice(4)
        .range([BOX.height - BOX.bottom, BOX.top]);
  const xOf = (i: number) => x(i) ?? 0;
  // A month without a value (null) breaks the line instead of dropping it to zero.
  const path = line<number | null>()
    .defined((v) => !missing(v))
    .x((_, i) => xOf(i))
    .y((v) => y(v ?? 0));
  return (
    <ChartFrame {...props}>
      <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} className="h-auto w-full" role="presentation">
        <ValueAxis y={y} format={format} whole={whole} />
        <LabelAxis labels={shortLabels} xOf={xOf} />
        {series.map((s, index) => (
          <g key={s.name}>
            <path d={path(s.values) ?? ""} fill="none" strokeWidth={1.5} className={colourOf(index).stroke} />
            {/* Dots mark a month's or a week's points; ninety days' dots would only blot the line (and the page). */}
            {labels.length > 31
              ? null
              : s.values.map((v, i) =>
                  missing(v) ? null : (
                    <circle key={labels[i]} cx={xOf(i)} cy={y(v)} r={1.8} className={colourOf(index).fill} />
                  ),
                )}
          </g>
        ))}
      </svg>
    </ChartFrame>
  );
}
