import { describe, expect, it } from 'vitest';
import { english, german } from '#/test/translate';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ROWS,
  importLimitMessage,
  importSizeProblem,
} from './import-limits';

describe('the import limits', () => {
  it('are 10 MB, 100,000 data rows and 100 columns', () => {
    expect(IMPORT_MAX_BYTES).toBe(10 * 1024 * 1024);
    expect(IMPORT_MAX_ROWS).toBe(100_000);
    expect(IMPORT_MAX_COLUMNS).toBe(100);
  });
});

describe('importSizeProblem', () => {
  it('refuses a size over 10 MB and takes 10 MB itself', () => {
    expect(importSizeProblem(0)).toBeNull();
    expect(importSizeProblem(IMPORT_MAX_BYTES)).toBeNull();
    expect(importSizeProblem(IMPORT_MAX_BYTES + 1)).toEqual({ kind: 'tooLarge', bytes: IMPORT_MAX_BYTES + 1 });
  });
});

describe('importLimitMessage', () => {
  const tooLarge = { kind: 'tooLarge', bytes: IMPORT_MAX_BYTES + 1 } as const;

  it('names the file, its size (rounded up) and the limit, in English and German', () => {
    expect(importLimitMessage(english, tooLarge, 'users.csv')).toBe(
      'users.csv is 10.1 MB: Import Users reads files of up to 10 MB. Split it into smaller files.',
    );
    expect(importLimitMessage(german, { kind: 'tooLarge', bytes: 104_857_600 }, 'benutzer.csv')).toBe(
      'benutzer.csv ist 100 MB groß: Benutzer importieren liest Dateien bis 10 MB. Teilen Sie sie in kleinere Dateien auf.',
    );
    expect(importLimitMessage(german, tooLarge, 'b.csv')).toContain('10,1 MB');
  });

  it('speaks of pasted cells when there is no file', () => {
    expect(importLimitMessage(english, tooLarge, '')).toBe(
      'The pasted cells are 10.1 MB: Import Users reads up to 10 MB at once. Paste fewer rows.',
    );
    expect(importLimitMessage(german, tooLarge, '')).toBe(
      'Die eingefügten Zellen sind 10,1 MB groß: Benutzer importieren liest bis 10 MB auf einmal. Fügen Sie weniger Zeilen ein.',
    );
  });

  it('names the row limit and the row too wide with the column limit', () => {
    expect(importLimitMessage(english, { kind: 'tooManyRows' }, 'users.csv')).toBe(
      'More than 100,000 rows after the header: Import Users reads up to 100,000 users at once; import them in parts.',
    );
    expect(importLimitMessage(german, { kind: 'tooManyRows' }, 'users.csv')).toBe(
      'Mehr als 100.000 Zeilen nach der Kopfzeile: Benutzer importieren liest bis 100.000 Benutzer auf einmal; importieren Sie sie in Teilen.',
    );
    expect(importLimitMessage(english, { kind: 'tooManyColumns', row: 1234 }, 'users.csv')).toBe(
      'Row 1,234 has more than 100 columns: Import Users reads files of up to 100 columns.',
    );
    expect(importLimitMessage(german, { kind: 'tooManyColumns', row: 1234 }, 'users.csv')).toBe(
      'Zeile 1.234 hat mehr als 100 Spalten: Benutzer importieren liest Dateien mit bis zu 100 Spalten.',
    );
  });
});
