/**
 * Long work done in slices (reading a large file) waits on this between two slices, so that the browser paints and
 * answers input meanwhile: a timer of 0 ms resolves on a new task, after what the browser had queued.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
