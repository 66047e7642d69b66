import { $api, api } from '#/api/client';
import { monthStart } from './statistics-month';

/** POST /api/Statistics/monthlyAllPOSCores {monthStart}: the month's statistics per POS Core instance. */
export const monthlyStatisticsQuery = (month: string) =>
  $api.queryOptions('post', '/api/Statistics/monthlyAllPOSCores', { body: { monthStart: monthStart(month) } });

/** The file name of a Content-Disposition header, if it names one. */
function fileNameOf(disposition: string | null): string | undefined {
  const match = disposition ? /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

/**
 * GET /api/Statistics/DownloadMonthlyStatistics?date=YYYY-MM: the month's statistics file and its name; undefined
 * when the answer has no file (the screen says so in the user's language). A failed call throws its error.
 */
export async function downloadMonthlyStatistics(month: string): Promise<{ file: Blob; fileName: string } | undefined> {
  const result = await api.GET('/api/Statistics/DownloadMonthlyStatistics', {
    params: { query: { date: month } },
    parseAs: 'blob',
  });
  if (result.error !== undefined) throw result.error;
  if (result.data === undefined) return undefined;
  return {
    file: result.data,
    fileName: fileNameOf(result.response.headers.get('content-disposition')) ?? `MonthlyStatistics-${month}.csv`,
  };
}
