import { Chart, useChart } from "@chakra-ui/charts";
import { Box, Text, VisuallyHidden } from "@chakra-ui/react";
import { Bar, BarChart as Bars, CartesianGrid, Cell, ReferenceLine, Tooltip, XAxis, YAxis } from "recharts";

type Point = { label: string; value: number };

/**
 * A bar per point (Chakra's charts on recharts), negative values drawn below the axis in red. A table
 * of the same numbers is there for screen readers.
 */
export function BarChart({
  title,
  points,
  emptyText,
  format = (value: number) => String(value),
}: {
  title: string;
  points: Point[];
  emptyText: string;
  format?: (value: number) => string;
}) {
  const chart = useChart({
    data: points.map((p) => ({ label: p.label, value: p.value })),
    series: [{ name: "value", color: "brand.solid", label: title }],
  });
  const empty = points.every((p) => p.value === 0);
  return (
    <Box>
      <Text fontWeight="semibold" mb="2">
        {title}
      </Text>
      {empty ? (
        <Text color="fg.muted" fontSize="sm" mb="2">
          {emptyText}
        </Text>
      ) : null}
      <Chart.Root h="220px" aspectRatio="auto" chart={chart} aria-hidden="true">
        <Bars responsive data={chart.data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid stroke={chart.color("border.muted")} vertical={false} />
          <XAxis dataKey={chart.key("label")} tickLine={false} axisLine={false} fontSize={11} />
          <YAxis tickLine={false} axisLine={false} width={40} fontSize={11} tickFormatter={format} />
          <ReferenceLine y={0} stroke={chart.color("border.emphasized")} />
          <Tooltip
            cursor={{ fill: chart.color("bg.muted") }}
            animationDuration={100}
            content={<Chart.Tooltip />}
          />
          <Bar isAnimationActive={false} dataKey={chart.key("value")} radius={3}>
            {chart.data.map((item) => (
              <Cell key={item.label} fill={chart.color(item.value < 0 ? "red.solid" : "brand.solid")} />
            ))}
          </Bar>
        </Bars>
      </Chart.Root>
      <VisuallyHidden>
        <table>
          <caption>{title}</caption>
          <tbody>
            {points.map((p) => (
              <tr key={p.label}>
                <th scope="row">{p.label}</th>
                <td>{format(p.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
