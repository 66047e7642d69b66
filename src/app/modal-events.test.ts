import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdModalEvents, releaseModalEvents } from './modal-events';

describe('modal events held until the provider listens', () => {
  afterEach(() => releaseModalEvents());

  it('replays held events in order, once, after release', () => {
    holdModalEvents();
    window.dispatchEvent(new CustomEvent('mantine-modals:openConfirmModal', { detail: { modalId: 'a' } }));
    window.dispatchEvent(new CustomEvent('mantine-modals:closeModal', { detail: 'a' }));
    const seen: [string, unknown][] = [];
    const listen = (event: Event) => seen.push([event.type, event instanceof CustomEvent ? event.detail : undefined]);
    window.addEventListener('mantine-modals:openConfirmModal', listen);
    window.addEventListener('mantine-modals:closeModal', listen);
    expect(seen).toEqual([]);
    releaseModalEvents();
    expect(seen).toEqual([
      ['mantine-modals:openConfirmModal', { modalId: 'a' }],
      ['mantine-modals:closeModal', 'a'],
    ]);
    releaseModalEvents();
    window.dispatchEvent(new CustomEvent('mantine-modals:closeModal', { detail: 'b' }));
    expect(seen).toHaveLength(3);
    window.removeEventListener('mantine-modals:openConfirmModal', listen);
    window.removeEventListener('mantine-modals:closeModal', listen);
  });

  it('does not hold anything before holding starts', () => {
    const listen = vi.fn();
    window.addEventListener('mantine-modals:openModal', listen);
    releaseModalEvents();
    window.dispatchEvent(new CustomEvent('mantine-modals:openModal', { detail: {} }));
    expect(listen).toHaveBeenCalledTimes(1);
    window.removeEventListener('mantine-modals:openModal', listen);
  });
});
