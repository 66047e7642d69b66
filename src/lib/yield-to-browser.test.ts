import { describe, expect, it } from 'vitest';
import { yieldToBrowser } from './yield-to-browser';

describe('yieldToBrowser', () => {
  it('resolves on a later task: what was queued before it runs first', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    void Promise.resolve().then(() => order.push('microtask'));
    await yieldToBrowser();
    order.push('after the pause');
    expect(order).toEqual(['microtask', 'queued task', 'after the pause']);
  });
});
