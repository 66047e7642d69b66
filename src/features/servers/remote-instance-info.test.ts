import { describe, expect, it } from 'vitest';
import { formatDateTime } from '#/lib/locale-format';
import { english, german } from '#/test/translate';
import {
  errorCount,
  errorCountText,
  errorsColumnText,
  hasInstanceUri,
  lastErrorTime,
  remoteExceptionsText,
  remoteVersionText,
  versionColumnText,
  versionSortValue,
  type ExceptionsInfoResponse,
  type RemoteLookup,
  type VersionInfoResponse,
} from './remote-instance-info';

const NOT_AVAILABLE = 'N/A';
const REMOTE_ERROR_TEXT = 'Error';
const REMOTE_REPORTED_FAILURE = 'The instance reported a failure';

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
      remoteVersionText(
        {
          success: true,
          data: [
            { Name: 'POSCore.Database', Version: '5.3.1.204', GitHash: 'aaaaaaa' },
            { Name: 'POSCore', Version: '5.3.1', GitHash: '7f3c2a1' },
            { Name: 'OutletSync', Version: '2.8.0', GitHash: 'e91b4d0' },
          ],
        },
        english,
      ),
    ).toEqual({ ok: true, text: '5.3.1 (7f3c2a1)' });
  });

  it('shows N/A when there is no POSCore item', () => {
    expect(
      remoteVersionText(
        { success: true, data: [{ Name: 'OutletSync', Version: '2.8.0', GitHash: 'e91b4d0' }] },
        english,
      ),
    ).toEqual({
      ok: true,
      text: NOT_AVAILABLE,
    });
    expect(remoteVersionText({ success: true, data: [] }, english)).toEqual({ ok: true, text: 'N/A' });
    expect(remoteVersionText({ success: true }, english)).toEqual({ ok: true, text: 'N/A' });
  });

  it('matches the name exactly (not POSCore.Database)', () => {
    expect(
      remoteVersionText({ success: true, data: [{ Name: 'POSCore.Database', Version: '1', GitHash: 'x' }] }, english),
    ).toEqual({
      ok: true,
      text: 'N/A',
    });
  });

  it('shows the version alone when the hash is empty', () => {
    expect(
      remoteVersionText({ success: true, data: [{ Name: 'POSCore', Version: '5.3.1', GitHash: '' }] }, english),
    ).toEqual({
      ok: true,
      text: '5.3.1',
    });
  });

  it('is a failure when the success flag is false', () => {
    expect(remoteVersionText({ success: false, data: [] }, english)).toEqual({
      ok: false,
      message: REMOTE_REPORTED_FAILURE,
    });
  });
});

describe('remoteExceptionsText', () => {
  const iso = '2025-06-02T14:37:12Z';

  it('shows the error count and the last error time (local, with seconds) in the locale', () => {
    expect(
      remoteExceptionsText({ success: true, data: { Count: 3, LastExceptionDateTime: iso } }, english, 'en-GB'),
    ).toEqual({
      ok: true,
      text: `3 errors, last ${formatDateTime(iso, 'en-GB', { seconds: true })}`,
    });
    expect(
      remoteExceptionsText({ success: true, data: { Count: 1234, LastExceptionDateTime: iso } }, english, 'en-GB'),
    ).toEqual({
      ok: true,
      text: `1,234 errors, last ${formatDateTime(iso, 'en-GB', { seconds: true })}`,
    });
  });

  it('reads in German with a German translator, the count and time in the display locale', () => {
    expect(
      remoteExceptionsText({ success: true, data: { Count: 1234, LastExceptionDateTime: iso } }, german, 'de-DE'),
    ).toEqual({
      ok: true,
      text: `1.234 Fehler, zuletzt am ${formatDateTime(iso, 'de-DE', { seconds: true })}`,
    });
    expect(remoteVersionText({ success: true, data: [] }, german)).toEqual({ ok: true, text: 'k. A.' });
  });

  it('uses the singular for one error', () => {
    expect(
      remoteExceptionsText({ success: true, data: { Count: 1, LastExceptionDateTime: null } }, english, 'en-US'),
    ).toEqual({
      ok: true,
      text: '1 error',
    });
  });

  it('shows only the count when no error time is known', () => {
    expect(
      remoteExceptionsText({ success: true, data: { Count: 0, LastExceptionDateTime: null } }, english, 'en-GB'),
    ).toEqual({
      ok: true,
      text: '0 errors',
    });
  });

  it('is a failure when the success flag is false or there is no data', () => {
    expect(
      remoteExceptionsText({ success: false, data: { Count: 0, LastExceptionDateTime: null } }, english, 'en-GB'),
    ).toEqual({
      ok: false,
      message: REMOTE_REPORTED_FAILURE,
    });
    expect(remoteExceptionsText({ success: true }, english, 'en-GB')).toEqual({
      ok: false,
      message: REMOTE_REPORTED_FAILURE,
    });
  });
});

describe('the grid columns of a lookup (search, sort, export: what the cells show)', () => {
  const none = { state: 'none' } as const;
  const pending = { state: 'pending' } as const;
  const failed = { state: 'failed', message: 'Internal Server Error' } as const;
  const version = (Version: string): RemoteLookup<VersionInfoResponse> => ({
    state: 'answered',
    response: { success: true, data: [{ Name: 'POSCore', Version, GitHash: '7f3c2a1' }] },
  });
  const errors = (Count: number, LastExceptionDateTime: string | null): RemoteLookup<ExceptionsInfoResponse> => ({
    state: 'answered',
    response: { success: true, data: { Count, LastExceptionDateTime } },
  });
  const reportedFailure: RemoteLookup<ExceptionsInfoResponse> = { state: 'answered', response: { success: false } };

  it('Version: the version shown, N/A without an address, Error on a failure, nothing while waiting', () => {
    expect(versionColumnText(version('5.10.0'), english)).toBe('5.10.0 (7f3c2a1)');
    expect(versionColumnText(none, english)).toBe(NOT_AVAILABLE);
    expect(versionColumnText(pending, english)).toBe('');
    expect(versionColumnText(failed, english)).toBe(REMOTE_ERROR_TEXT);
    expect(versionColumnText({ state: 'answered', response: { success: false, data: [] } }, english)).toBe(
      REMOTE_ERROR_TEXT,
    );
  });

  it('Version sorts by the version; N/A, Error and waiting have no sort value (they sort last)', () => {
    expect(versionSortValue(version('5.10.0'))).toBe('5.10.0 (7f3c2a1)');
    const noPosCoreItem: RemoteLookup<VersionInfoResponse> = {
      state: 'answered',
      response: { success: true, data: [] },
    };
    for (const lookup of [none, pending, failed, noPosCoreItem]) {
      expect(versionSortValue(lookup)).toBeNull();
    }
  });

  it('Errors: the text shown, the count it sorts by and the count and last time it exports', () => {
    const three = errors(3, '2025-06-02T14:37:12Z');
    expect(errorsColumnText(three, english, 'en-GB')).toBe(
      `3 errors, last ${formatDateTime('2025-06-02T14:37:12Z', 'en-GB', { seconds: true })}`,
    );
    expect(errorCount(three)).toBe(3);
    expect(errorCountText(three, english)).toBe('3');
    expect(lastErrorTime(three)).toBe('2025-06-02T14:37:12Z');

    const zero = errors(0, null);
    expect(errorsColumnText(zero, english, 'en-GB')).toBe('0 errors');
    expect(errorCount(zero)).toBe(0);
    expect(errorCountText(zero, english)).toBe('0');
    expect(lastErrorTime(zero)).toBeNull();
  });

  it('Errors without a count: N/A, Error or nothing, never sorted as a number', () => {
    for (const [lookup, text] of [
      [none, NOT_AVAILABLE],
      [pending, ''],
      [failed, REMOTE_ERROR_TEXT],
      [reportedFailure, REMOTE_ERROR_TEXT],
    ] as const) {
      expect(errorsColumnText(lookup, english, 'en-GB')).toBe(text);
      expect(errorCountText(lookup, english)).toBe(text);
      expect(errorCount(lookup)).toBeNull();
      expect(lastErrorTime(lookup)).toBeNull();
    }
  });
});
