import { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '#/api/transport';
import { endSession, resetSessionEnded, resumeSession } from '#/components/session-ended/session-ended';
import { SESSION_ENDED_NOT_SAVED } from '#/lib/call-outcome';
import { TestProviders } from '#/test/render';
import { english } from '#/test/translate';
import { SECRET_MUTATION_OPTIONS, useSecretSubmit } from './use-secret-submit';

function fakeMutation(result: () => Promise<unknown>) {
  return { mutateAsync: vi.fn((_: { body: string }) => result()), reset: vi.fn() };
}

describe('useSecretSubmit', () => {
  it('sends, runs onSuccess and resets the mutation', async () => {
    const mutation = fakeMutation(() => Promise.resolve({}));
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useSecretSubmit(mutation, { failedMessage: 'Failed.' }), {
      wrapper: TestProviders,
    });
    await act(() => result.current.submit({ body: 'secret' }, { onSuccess }));
    expect(mutation.mutateAsync).toHaveBeenCalledWith({ body: 'secret' });
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(mutation.reset).toHaveBeenCalledTimes(1);
    expect(result.current.error).toBeNull();
  });

  it("on failure shows the catalogue's message for a coded error, runs onFailure and resets the mutation", async () => {
    const mutation = fakeMutation(() => Promise.reject({ code: 'BadRequest_Expired' }));
    const onSuccess = vi.fn();
    const onFailure = vi.fn();
    const { result } = renderHook(
      () =>
        useSecretSubmit(mutation, {
          failedMessage: 'Failed.',
          catalogue: { BadRequest_Expired: 'errors.code.BadRequest_InvitationExpired' },
        }),
      { wrapper: TestProviders },
    );
    await act(() => result.current.submit({ body: 'secret' }, { onSuccess, onFailure }));
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(result.current.error).toBe('Invitation has expired.');
    expect(mutation.reset).toHaveBeenCalledTimes(1);
    act(() => result.current.setError(null));
    expect(result.current.error).toBeNull();
  });

  it("refused because the session ended (401): clears nothing, says so, and the session dialog's Retry sends the same call", async () => {
    const mutation = fakeMutation(() => {
      endSession();
      return Promise.reject(new ApiFailure(401, 'Unauthorized'));
    });
    const onSuccess = vi.fn();
    const onFailure = vi.fn();
    const { result } = renderHook(() => useSecretSubmit(mutation, { failedMessage: 'Failed.' }), {
      wrapper: TestProviders,
    });
    await act(() => result.current.submit({ body: 'secret' }, { onSuccess, onFailure }));
    expect(onFailure).not.toHaveBeenCalled();
    expect(result.current.error).toBe(english(SESSION_ENDED_NOT_SAVED));
    expect(mutation.reset).toHaveBeenCalledTimes(1);

    mutation.mutateAsync.mockImplementationOnce(() => Promise.resolve({}));
    await act(async () => {
      resumeSession()?.();
      await Promise.resolve();
    });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledTimes(1));
    expect(mutation.mutateAsync).toHaveBeenLastCalledWith({ body: 'secret' });
    expect(result.current.error).toBeNull();
    resetSessionEnded();
  });

  it('a failure without any text shows failedMessage; a failing onSuccess is shown too', async () => {
    const silent = fakeMutation(() => Promise.reject({}));
    const { result } = renderHook(() => useSecretSubmit(silent, { failedMessage: 'Failed.' }), {
      wrapper: TestProviders,
    });
    await act(() => result.current.submit({ body: 'x' }, { onSuccess: vi.fn() }));
    expect(result.current.error).toBe('Failed.');

    const ok = fakeMutation(() => Promise.resolve({}));
    const second = renderHook(() => useSecretSubmit(ok, { failedMessage: 'Failed.' }), { wrapper: TestProviders });
    await act(() =>
      second.result.current.submit({ body: 'x' }, { onSuccess: () => Promise.reject(new Error('Navigation failed')) }),
    );
    expect(second.result.current.error).toBe('Navigation failed');
  });

  it('sends one call at a time', async () => {
    let finish: () => void = () => undefined;
    const mutation = fakeMutation(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useSecretSubmit(mutation, { failedMessage: 'Failed.' }), {
      wrapper: TestProviders,
    });
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.submit({ body: 'a' }, { onSuccess: vi.fn() });
    });
    await act(() => result.current.submit({ body: 'b' }, { onSuccess: vi.fn() }));
    expect(mutation.mutateAsync).toHaveBeenCalledTimes(1);
    await act(async () => {
      finish();
      await first;
    });
    expect(mutation.reset).toHaveBeenCalledTimes(1);
  });

  it('with SECRET_MUTATION_OPTIONS, no password stays in the MutationCache after the call, succeeded or failed', async () => {
    const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(TestProviders, null, createElement(QueryClientProvider, { client: queryClient }, children));
    const answers = [() => Promise.resolve({}), () => Promise.reject(new Error('Bad Request.'))];
    const { result } = renderHook(
      () => {
        const mutation = useMutation({
          mutationFn: (_: { oldPassword: string; newPassword: string }) => (answers.shift() ?? answers[0]!)(),
          ...SECRET_MUTATION_OPTIONS,
        });
        return useSecretSubmit(mutation, { failedMessage: 'Failed.' });
      },
      { wrapper },
    );
    const cached = () =>
      JSON.stringify(
        queryClient
          .getMutationCache()
          .getAll()
          .map((mutation) => mutation.state.variables),
      );

    await act(() =>
      result.current.submit({ oldPassword: 'old-pw-1', newPassword: 'new-pw-1' }, { onSuccess: vi.fn() }),
    );
    await waitFor(() => expect(queryClient.getMutationCache().getAll()).toEqual([]));
    await act(() =>
      result.current.submit({ oldPassword: 'old-pw-2', newPassword: 'new-pw-2' }, { onSuccess: vi.fn() }),
    );
    expect(result.current.error).toBe('Bad Request.');
    await waitFor(() => expect(queryClient.getMutationCache().getAll()).toEqual([]));
    expect(cached()).not.toContain('pw');
  });
});
