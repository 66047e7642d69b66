import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDraft } from './use-draft';

const fromSource = (source: string | undefined) => source ?? '';

describe('useDraft', () => {
  it('starts from the source, keeps what is typed, and starts again when the source changes', () => {
    const { result, rerender } = renderHook(({ source }) => useDraft(source, fromSource), {
      initialProps: { source: 'abc' as string | undefined },
    });
    expect(result.current[0]).toBe('abc');
    act(() => result.current[1]('typed'));
    expect(result.current[0]).toBe('typed');
    rerender({ source: 'abc' });
    expect(result.current[0]).toBe('typed');
    rerender({ source: undefined });
    expect(result.current[0]).toBe('');
    act(() => result.current[1]('again'));
    rerender({ source: 'xyz' });
    expect(result.current[0]).toBe('xyz');
  });
});
