import { Box, Text } from "@chakra-ui/react";

type Point = { label: string; value: number };

const WIDTH = 600;
const HEIGHT = 200;
const PAD = { top: 16, right: 8, bottom: 28, left: 32 };

/** A small SVG bar chart; every bar is labelled for screen readers and shows its value on hover. */
export function BarChart({
  title,
  points,
  emptyText,
}: {
  title: string;
  points: Point[];
  emptyText: string;
}) {
  const max = Math.max(1, ...points.map((p) => p.value));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const step = plotW / Math.max(1, points.length);
  const barW = Math.max(4, step * 0.6);
  const ticks = [0, Math.ceil(max / 2), max];
  // Long series label every other bar so the labels do not run into each other.
  const labelEvery = points.length > 12 ? 2 : 1;
  const total = points.reduce((sum, p) => sum + p.value, 0);
  return (
    <Box>
      <Text fontWeight="semibold" mb="2">
        {title}
      </Text>
      {total === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {emptyText}
        </Text>
      ) : null}
      <Box color="brand.solid">
        <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" aria-label={title}>
          {ticks.map((tick) => {
            const y = PAD.top + plotH - (tick / max) * plotH;
            return (
              <g key={tick}>
                <line
                  x1={PAD.left}
                  x2={WIDTH - PAD.right}
                  y1={y}
                  y2={y}
                  stroke="currentColor"
                  strokeOpacity="0.12"
                />
                <text x={PAD.left - 6} y={y + 4} fontSize="10" textAnchor="end" fill="gray">
                  {tick}
                </text>
              </g>
            );
          })}
          {points.map((p, i) => {
            const h = (p.value / max) * plotH;
            const x = PAD.left + i * step + (step - barW) / 2;
            return (
              <g key={p.label}>
                <rect x={x} y={PAD.top + plotH - h} width={barW} height={h} fill="currentColor" rx="2">
                  <title>{`${p.label}: ${p.value}`}</title>
                </rect>
                {i % labelEvery === 0 ? (
                  <text x={x + barW / 2} y={HEIGHT - 10} fontSize="10" textAnchor="middle" fill="gray">
                    {p.label.length > 5 ? p.label.slice(2) : p.label}
                  </text>
                ) : null}
              </g>
            );
          })}
        </svg>
      </Box>
    </Box>
  );
}
