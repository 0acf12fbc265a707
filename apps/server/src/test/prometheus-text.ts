/** One sample of a Prometheus text answer: `name{a="1",b="2"} value`. */
type Sample = { name: string; labels: Record<string, string>; value: number };

function samplesOf(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key = "", value = ""] of (match[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g))
      labels[key] = value;
    samples.push({ name: match[1] ?? "", labels, value: Number(match[3]) });
  }
  return samples;
}

/**
 * The sum of the samples of `name` whose labels include `labels`; undefined when the answer has no such
 * sample at all (a figure missing is told apart from a figure at 0).
 */
export function sampleSum(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  const matching = samplesOf(text).filter(
    (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
  return matching.length === 0 ? undefined : matching.reduce((total, s) => total + s.value, 0);
}
