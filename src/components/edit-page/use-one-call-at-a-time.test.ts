import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useOneCallAtATime } from './use-one-call-at-a-time';

describe('useOneCallAtATime', () => {
  it('ignores a second activation while the first runs, and is busy meanwhile', async () => {
    const finishers: (() => void)[] = [];
    const action = vi.fn(() => new Promise<string>((resolve) => finishers.push(() => resolve('done'))));
    const { result } = renderHook(() => useOneCallAtATime());
    const outcomes: Promise<string | undefined>[] = [];
    act(() => {
      // Both in the same event, before any re-render: the second must still be ignored.
      outcomes.push(result.current.run(action), result.current.run(action));
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(true);
    expect(await outcomes[1]).toBeUndefined();
    act(() => finishers[0]?.());
    expect(await outcomes[0]).toBe('done');
    await waitFor(() => expect(result.current.busy).toBe(false));
    act(() => {
      void result.current.run(action);
    });
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('passes a rejection on and is free again afterwards', async () => {
    const { result } = renderHook(() => useOneCallAtATime());
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = result.current.run(() => Promise.reject(new Error('Failed')));
    });
    await expect(outcome).rejects.toThrow('Failed');
    await waitFor(() => expect(result.current.busy).toBe(false));
    const again = vi.fn(() => Promise.resolve(1));
    act(() => {
      void result.current.run(again);
    });
    expect(again).toHaveBeenCalledTimes(1);
  });
});
