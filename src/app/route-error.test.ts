import { describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '#/api/transport';
import { AccessDenied } from './guards';
import { failureKind, rootOptions } from './route-error';

describe('failureKind (the route error screen tells a failed load from a crash)', () => {
  it('a failed call, or a loader that could not find its record, is a failed load', () => {
    expect(failureKind(new ApiFailure(500, 'Internal Server Error'))).toBe('failed-load');
    expect(failureKind(new ApiFailure(404, 'There was an error loading this organisation link.'))).toBe('failed-load');
  });

  it('anything else is a crash', () => {
    expect(failureKind(new TypeError("Cannot read properties of null (reading 'length')"))).toBe('crash');
    expect(failureKind(new Error('thrown while rendering'))).toBe('crash');
    expect(failureKind('a string')).toBe('crash');
  });
});

describe('rootOptions.onCaughtError (what React logs of the errors its boundaries catch)', () => {
  const caught = (error: unknown) => rootOptions.onCaughtError?.(error, { componentStack: '' });

  it('logs nothing for a guard, a failed load or a chunk that could not be downloaded: the screen shows them', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      caught(new AccessDenied('notAuthorised'));
      caught(new AccessDenied('loginRequired'));
      caught(new ApiFailure(500, 'Internal Server Error'));
      caught(new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/users-AbCdEf12.js'));
      expect(log).not.toHaveBeenCalled();
    } finally {
      log.mockRestore();
    }
  });

  it('logs a crash', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const crash = new TypeError("Cannot read properties of null (reading 'length')");
      caught(crash);
      expect(log).toHaveBeenCalledWith(crash);
    } finally {
      log.mockRestore();
    }
  });
});
