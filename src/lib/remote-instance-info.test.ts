import { describe, expect, it } from 'vitest';
import { formatDateTime } from './locale-format';
import {
  NOT_AVAILABLE,
  REMOTE_REPORTED_FAILURE,
  hasInstanceUri,
  remoteExceptionsText,
  remoteVersionText,
} from './remote-instance-info';

describe('hasInstanceUri (no address -> N/A without a call)', () => {
  it('is false for a missing or blank uri', () => {
    expect(hasInstanceUri(null)).toBe(false);
    expect(hasInstanceUri(undefined)).toBe(false);
    expect(hasInstanceUri('')).toBe(false);
    expect(hasInstanceUri('   ')).toBe(false);
  });

  it('is true for an address', () => {
    expect(hasInstanceUri('http://localhost:4010')).toBe(true);
  });
});

describe('remoteVersionText', () => {
  it('shows the version and commit hash of the item named POSCore', () => {
    expect(
      remoteVersionText({
        success: true,
        data: [
          { Name: 'POSCore.Database', Version: '5.3.1.204', GitHash: 'aaaaaaa' },
          { Name: 'POSCore', Version: '5.3.1', GitHash: '7f3c2a1' },
          { Name: 'OutletSync', Version: '2.8.0', GitHash: 'e91b4d0' },
        ],
      }),
    ).toEqual({ ok: true, text: '5.3.1 (7f3c2a1)' });
  });

  it('shows N/A when there is no POSCore item', () => {
    expect(remoteVersionText({ success: true, data: [{ Name: 'OutletSync', Version: '2.8.0', GitHash: 'e91b4d0' }] })).toEqual({
      ok: true,
      text: NOT_AVAILABLE,
    });
    expect(remoteVersionText({ success: true, data: [] })).toEqual({ ok: true, text: 'N/A' });
    expect(remoteVersionText({ success: true })).toEqual({ ok: true, text: 'N/A' });
  });

  it('matches the name exactly (not POSCore.Database)', () => {
    expect(remoteVersionText({ success: true, data: [{ Name: 'POSCore.Database', Version: '1', GitHash: 'x' }] })).toEqual({
      ok: true,
      text: 'N/A',
    });
  });

  it('shows the version alone when the hash is empty', () => {
    expect(remoteVersionText({ success: true, data: [{ Name: 'POSCore', Version: '5.3.1', GitHash: '' }] })).toEqual({
      ok: true,
      text: '5.3.1',
    });
  });

  it('is a failure when the success flag is false', () => {
    expect(remoteVersionText({ success: false, data: [] })).toEqual({ ok: false, message: REMOTE_REPORTED_FAILURE });
  });
});

describe('remoteExceptionsText', () => {
  const iso = '2025-06-02T14:37:12Z';

  it('shows the error count and the last error time (local, with seconds) in the locale', () => {
    expect(remoteExceptionsText({ success: true, data: { Count: 3, LastExceptionDateTime: iso } }, 'en-GB')).toEqual({
      ok: true,
      text: `3 errors, last ${formatDateTime(iso, 'en-GB', { seconds: true })}`,
    });
    expect(remoteExceptionsText({ success: true, data: { Count: 1234, LastExceptionDateTime: iso } }, 'de-DE')).toEqual({
      ok: true,
      text: `1.234 errors, last ${formatDateTime(iso, 'de-DE', { seconds: true })}`,
    });
  });

  it('uses the singular for one error', () => {
    expect(remoteExceptionsText({ success: true, data: { Count: 1, LastExceptionDateTime: null } }, 'en-US')).toEqual({
      ok: true,
      text: '1 error',
    });
  });

  it('shows only the count when no error time is known', () => {
    expect(remoteExceptionsText({ success: true, data: { Count: 0, LastExceptionDateTime: null } }, 'en-GB')).toEqual({
      ok: true,
      text: '0 errors',
    });
  });

  it('is a failure when the success flag is false or there is no data', () => {
    expect(remoteExceptionsText({ success: false, data: { Count: 0, LastExceptionDateTime: null } }, 'en-GB')).toEqual({
      ok: false,
      message: REMOTE_REPORTED_FAILURE,
    });
    expect(remoteExceptionsText({ success: true }, 'en-GB')).toEqual({ ok: false, message: REMOTE_REPORTED_FAILURE });
  });
});
