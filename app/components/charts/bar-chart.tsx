import { scaleBand, scaleLinear } from "d3-scale";
import { LabelAxis, ValueAxis, valueDomain } from "./axes";
import { BOX, ChartFrame, type ChartProps, colourOf, missing } from "./chart-frame";

/** Counts or sums per month, the series side by side in each month's band (d3's band scales). */
export function BarChart(props: ChartProps) {
  const { labels, shortLabels = labels, series, format, whole } = props;
  const band = scaleBand<number>()
    .domain(labels.map((_, i) => i))
    .range([BOX.left, BOX.width - BOX.right])
    .paddingInner(0.25)
    .paddingOuter(0.1);
  const inner = scaleBand<number>()
    .domain(series.map((_, i) => i))
    .range([0, band.bandwidth()])
    .padding(0.05);
  const y = scaleLinear()
    .domain(
      valueDomain(
        series.flatMap((s) => s.values),
        whole,
      ),
    )
    .nice(4)
    .range([BOX.height - BOX.bottom, BOX.top]);
  const xOf = (i: number) => (band(i) ?? 0) + band.bandwidth() / 2;
  return (
    <ChartFrame {...props}>
      <svg viewBox={`0 0 ${BOX.width} ${BOX.height}`} className="h-auto w-full" role="presentation">
        <ValueAxis y={y} format={format} whole={whole} />
        <LabelAxis labels={shortLabels} xOf={xOf} />
        {series.map((s, index) =>
          s.values.map((v, i) =>
            missing(v) ? null : (
              <rect
                key={`${s.name}-${labels[i]}`}
                x={(band(i) ?? 0) + (inner(index) ?? 0)}
                y={Math.min(y(v), y(0))}
                width={inner.bandwidth()}
                height={Math.abs(y(0) - y(v))}
                className={colourOf(index).fill}
              />
            ),
          ),
        )}
      </svg>
    </ChartFrame>
  );
}
