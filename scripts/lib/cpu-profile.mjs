// Self time in a V8 CPU profile (the bench's BENCH_PROFILE), summed by a key of each frame.

/** Where a source file belongs: its npm package, its folder under `src/`, or the file itself. */
export function packageOf(file) {
  const inModules = file.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return inModules[1];
  const inSource = file.match(/^src\/(.+?)\/[^/]+$/);
  return inSource ? `src/${inSource[1]}` : file;
}

/** A source path from the checkout's root on, so two checkouts' runs name the same source alike. */
export const fromCheckout = (file) => file.replace(/^.*?\/(?=(node_modules|src)\/)/, '');

/**
 * Milliseconds of self time per key (`keyOf(callFrame)`) in one profile: each sample counts for the time until the
 * next one (`timeDeltas`, µs), to the frame it was taken in.
 */
export function selfTimes(profile, keyOf) {
  const keys = new Map(profile.nodes.map((node) => [node.id, keyOf(node.callFrame)]));
  const totals = new Map();
  profile.samples.forEach((id, index) => {
    const key = keys.get(id) ?? '?';
    totals.set(key, (totals.get(key) ?? 0) + (profile.timeDeltas[index] ?? 0) / 1000);
  });
  return totals;
}
