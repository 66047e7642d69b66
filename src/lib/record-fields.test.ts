import { describe, expect, it } from 'vitest';
import { english, german } from '#/test/translate';
import {
  describedColumns,
  fieldColumn,
  fieldLabels,
  fieldRules,
  recordProblem,
  recordToSend,
  textFields,
  type RecordFields,
} from './record-fields';

interface Person {
  id: string;
  shortName: string;
  email?: string | null;
  picture?: string | null;
  locale?: string;
}

const personFields = {
  shortName: {
    kind: 'text',
    label: 'users.fields.displayName',
    column: 'users.fields.shortName',
    required: true,
    maxLength: 5,
    trim: true,
  },
  picture: { kind: 'image', label: 'users.fields.image', maxBytes: 10 },
  email: { kind: 'text', label: 'users.fields.email', column: 'users.fields.email', maxLength: 8 },
  locale: { kind: 'locale', column: 'users.fields.locale' },
} as const satisfies RecordFields<Person, 'users'>;

const ann: Person = { id: 'p1', shortName: '  ann ', email: ' a@b.c ', locale: 'en-GB' };

describe('a record described once', () => {
  it('names each field as the form labels it (a locale by its header)', () => {
    expect(fieldLabels(english, personFields)).toEqual({
      shortName: 'Display Name',
      picture: 'Image',
      email: 'Email',
      locale: 'Locale',
    });
    expect(fieldLabels(german, personFields).email).toBe('E-Mail');
  });

  it('lists its text fields in order', () => {
    expect(textFields(personFields).map(([key]) => key)).toEqual(['shortName', 'email']);
  });

  it('gives the form a rule per text field, labelled as on the form, measuring trimmed text where it trims', () => {
    const rules = fieldRules(english, personFields);
    expect(Object.keys(rules)).toEqual(['shortName', 'email']);
    expect(rules.shortName('  ann  ')).toBeNull();
    expect(rules.shortName('   ')).toBe('Display Name is required');
    expect(rules.email(' 123456789')).toMatch(/^Email/);
  });

  it('names the first problem by the form label or the grid header, in the language of the message function', () => {
    expect(recordProblem(english, personFields, ann)).toBeNull();
    expect(recordProblem(english, personFields, { ...ann, shortName: '' })).toBe('Display Name is required');
    expect(recordProblem(english, personFields, { ...ann, shortName: '' }, 'column')).toBe('Short Name is required');
    expect(recordProblem(german, personFields, { ...ann, shortName: '' }, 'column')).toMatch(/^Kurzname/);
    expect(recordProblem(english, personFields, { ...ann, shortName: 'x', email: 'far-too-long' })).toMatch(/^Email/);
  });

  it('sends the trimming fields trimmed and every other value as it is', () => {
    expect(recordToSend(personFields, ann)).toEqual({ id: 'p1', shortName: 'ann', email: ' a@b.c ', locale: 'en-GB' });
    expect(recordToSend(personFields, { ...ann, email: null })).toEqual({
      id: 'p1',
      shortName: 'ann',
      email: null,
      locale: 'en-GB',
    });
  });

  it("gives a grid its columns' keys, headers and limits", () => {
    expect(fieldColumn<Person, 'users'>(english, personFields, 'shortName')).toEqual({
      key: 'shortName',
      header: 'Short Name',
      maxLength: 5,
    });
    expect(fieldColumn<Person, 'users'>(german, personFields, 'locale')).toEqual({
      key: 'locale',
      header: 'Gebietsschema',
    });
    expect(() => fieldColumn<Person, 'users'>(english, personFields, 'picture')).toThrow('picture has no grid column');
  });

  it('names a field without a grid header by its label, in a message and as a column', () => {
    const codeOnly = {
      shortName: { kind: 'text', label: 'users.fields.displayName', required: true, trim: true },
    } as const satisfies RecordFields<Person, 'users'>;
    expect(recordProblem(english, codeOnly, { ...ann, shortName: ' ' }, 'column')).toBe('Display Name is required');
    expect(fieldColumn<Person, 'users'>(english, codeOnly, 'shortName')).toEqual({
      key: 'shortName',
      header: 'Display Name',
    });
  });

  it('gives a grid a column for each field with a width, in order, with its kind', () => {
    const gridded = {
      shortName: { ...personFields.shortName, width: 200 },
      picture: personFields.picture,
      email: personFields.email,
      locale: { ...personFields.locale, width: 250 },
    } as const satisfies RecordFields<Person, 'users'>;
    expect(describedColumns<Person, 'users'>(english, gridded)).toEqual([
      { key: 'shortName', header: 'Short Name', maxLength: 5, width: 200, kind: 'text' },
      { key: 'locale', header: 'Locale', width: 250, kind: 'locale' },
    ]);
  });
});
