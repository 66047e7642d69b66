import { describe, expect, it } from 'vitest';
import {
  columnShapeOf,
  columnsOfShape,
  hiddenColumnsOf,
  hiddenOf,
  keptColumnOf,
  statusWidthFor,
  visibilityOf,
  withOneShown,
} from './grid-columns';

describe('grid column choice', () => {
  it('reads the stored hidden column ids, each once', () => {
    expect(hiddenColumnsOf('["email","locale","email"]')).toEqual(['email', 'locale']);
  });

  it('ignores a missing or malformed value and anything but ids', () => {
    for (const stored of [null, '', 'not json', '{"email":false}', '"email"'])
      expect(hiddenColumnsOf(stored)).toEqual([]);
    expect(hiddenColumnsOf('["email", 3, null, "", {"a": 1}]')).toEqual(['email']);
  });

  it('turns hidden ids into the table visibility state and back', () => {
    expect(visibilityOf(['email'])).toEqual({ email: false });
    expect(hiddenOf({ email: false, locale: true, name: false })).toEqual(['email', 'name']);
    expect(hiddenOf(visibilityOf(['a', 'b']))).toEqual(['a', 'b']);
  });
});

describe('column shape', () => {
  it('gives back the columns it was made of', () => {
    const columns = [
      { key: 'name', header: 'Name', width: 200 },
      { key: 'email', header: 'E-mail, work' },
    ];
    expect(columnsOfShape(columnShapeOf(columns))).toEqual([
      { key: 'name', header: 'Name', width: 200 },
      { key: 'email', header: 'E-mail, work', width: undefined },
    ]);
    expect(columnsOfShape(columnShapeOf([]))).toEqual([]);
  });

  it('changes with a header or a width only', () => {
    const shape = columnShapeOf([{ key: 'name', header: 'Name', width: 200 }]);
    expect(columnShapeOf([{ key: 'name', header: 'Name', width: 200 }])).toBe(shape);
    expect(columnShapeOf([{ key: 'name', header: 'Name', width: 201 }])).not.toBe(shape);
    expect(columnShapeOf([{ key: 'name', header: 'Names', width: 200 }])).not.toBe(shape);
  });
});

describe('one column stays shown', () => {
  const keys = ['id', 'name', 'notes'];
  it('keeps the column that names the row, else the first, when every column is hidden', () => {
    expect(keptColumnOf([{ key: 'id' }, { key: 'name', namesRow: true }])).toBe('name');
    expect(keptColumnOf([{ key: 'id' }, { key: 'name' }])).toBe('id');
    expect(keptColumnOf([])).toBeUndefined();
    expect(withOneShown(['id', 'name', 'notes'], keys, 'name')).toEqual(['id', 'notes']);
  });

  it('leaves a choice that shows a column as it is', () => {
    const hidden = ['id', 'notes'];
    expect(withOneShown(hidden, keys, 'id')).toBe(hidden);
    expect(withOneShown([], keys, 'id')).toEqual([]);
  });
});

describe('the status column', () => {
  it('is wide enough for its longest badge in the language, and never narrower than 140 px', () => {
    expect(statusWidthFor(['Deleted', 'Unsaved', 'New'])).toBe(140);
    expect(statusWidthFor(['Gelöscht', 'Nicht gespeichert', 'Neu'])).toBe(193);
    expect(statusWidthFor([])).toBe(140);
  });
});
