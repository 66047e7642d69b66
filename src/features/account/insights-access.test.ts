import { describe, expect, it } from 'vitest';
import { english, german } from '#/test/translate';
import { insightsRows, type UserSummary } from './insights-access';

const flags = (read: boolean, transactions: boolean, update: boolean) =>
  ({
    insightsAggregatesReadAccess: read,
    insightsTransactionAccess: transactions,
    insightsAggregatesUpdateAccess: update,
  }) as UserSummary;

describe('the Insights card (SPEC 2.6)', () => {
  it('lists its three rows in order', () => {
    expect(insightsRows.map((row) => english(row.label))).toEqual([
      'Dashboards and Reports',
      'Transactions View',
      'Remapping Labels',
    ]);
    expect(insightsRows.map((row) => german(row.label))).toEqual([
      'Dashboards und Berichte',
      'Transaktionsansicht',
      'Bezeichnungen neu zuordnen',
    ]);
  });

  it('grants each row from its own summary flag', () => {
    expect(insightsRows.map((row) => row.granted(flags(true, false, false)))).toEqual([true, false, false]);
    expect(insightsRows.map((row) => row.granted(flags(false, true, false)))).toEqual([false, true, false]);
    expect(insightsRows.map((row) => row.granted(flags(false, false, true)))).toEqual([false, false, true]);
  });
});
