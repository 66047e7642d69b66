interface Scheduler {
  yield?: () => Promise<void>;
}

/**
 * A new task after what the browser had queued (input, a paint): `scheduler.yield` where the browser has it (its
 * continuation runs before other queued work), else a message to a channel, which no browser clamps as it does timers
 * nested five deep.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
