import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('nextTask', () => {
  it('resolves on a later task than the current one', async () => {
    const order: string[] = [];
    const later = nextTask().then(() => order.push('next task'));
    void Promise.resolve().then(() => order.push('microtask'));
    await later;
    expect(order).toEqual(['microtask', 'next task']);
  });
});
