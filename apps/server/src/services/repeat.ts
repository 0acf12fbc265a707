/**
 * Runs `tick` every `ms` (and once at once with `now`) until the returned function is called; a tick's
 * failure goes to `onError` and the next still runs. The timer keeps no process alive.
 */
export function repeatEvery(
  ms: number,
  tick: () => Promise<unknown>,
  onError: (error: unknown) => void,
  options: { now?: boolean } = {},
): () => void {
  const run = () => void tick().catch(onError);
  if (options.now) run();
  const timer = setInterval(run, ms);
  timer.unref();
  return () => clearInterval(timer);
}
