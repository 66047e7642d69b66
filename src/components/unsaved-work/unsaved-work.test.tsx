import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { hasUnsavedWork, onUnsavedWorkChange, registerUnsavedWork, useUnsavedWork } from './unsaved-work';

function Block({ dirty }: { dirty: boolean }) {
  useUnsavedWork(dirty);
  return null;
}

describe('unsaved work', () => {
  it('is held while any block registers it; each unregistering counts once', () => {
    const changes = vi.fn();
    const stop = onUnsavedWorkChange(changes);
    expect(hasUnsavedWork()).toBe(false);
    const first = registerUnsavedWork();
    const second = registerUnsavedWork();
    expect(hasUnsavedWork()).toBe(true);
    first();
    first();
    expect(hasUnsavedWork()).toBe(true);
    second();
    expect(hasUnsavedWork()).toBe(false);
    expect(changes).toHaveBeenCalledTimes(4);
    stop();
  });

  it('useUnsavedWork registers while dirty and mounted', () => {
    const view = render(<Block dirty={false} />);
    expect(hasUnsavedWork()).toBe(false);
    view.rerender(<Block dirty />);
    expect(hasUnsavedWork()).toBe(true);
    view.rerender(<Block dirty={false} />);
    expect(hasUnsavedWork()).toBe(false);
    view.rerender(<Block dirty />);
    view.unmount();
    expect(hasUnsavedWork()).toBe(false);
  });
});
