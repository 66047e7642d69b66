// docs/recipes/add-a-field.md run for real, into a copy of this checkout: a phone number added to the User record in
// the five files the recipe names (the contract's schema, the user's description, the two catalogues) and regenerated
// must typecheck, and reach the form and grid, every step of Import Users and the world. A place that still lists the
// user's fields by hand fails here, not in the next developer's first new field.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyCheckout, runIn } from './lib/checkout-copy';

let copy = '';

/** The only files the recipe edits. */
const EDITED = [
  'openapi/schemas/session-users.yaml',
  'src/features/users/user-record.ts',
  'src/features/users/messages/en.ts',
  'src/features/users/messages/de.ts',
];

/** Runs a command in the copy. */
const run = (command: string, args: string[]) => runIn(copy, command, args);
const bin = (name: string) => path.join(copy, 'node_modules', '.bin', name);

/** Replaces `before` (which must be there once) by `after` in a file of the copy. */
function edit(file: string, before: string, after: string): void {
  const full = path.join(copy, file);
  const text = readFileSync(full, 'utf8');
  if (text.split(before).length !== 2) throw new Error(`${file}: "${before}" is not there once`);
  writeFileSync(full, text.replace(before, after));
}

/**
 * What the probe prints: the user's description and grid columns, Import Users' columns and what a "Phone Number"
 * header fills, and a user saved with a phone number through the world's batch call, then read back.
 */
const PROBE = `
import { describedColumns } from '#/lib/record-fields';
import type { Translate } from '#/lib/messages/catalogues';
import { userFields } from '#/features/users/user-record';
import { IMPORT_FIELDS, guessMapping, importFieldLabel } from '#/features/users/import-mapping';
import { mappedValues } from '#/features/users/import-rows';
import { answeredUser } from '#/test/records';
import en from '#/features/users/messages/en';
import de from '#/features/users/messages/de';
import { testWorld } from './world/test-world';

const english = ((key: keyof typeof en) => en[key]) as unknown as Translate<'users'>;
const { call } = await testWorld();
const change = { shortName: 'Phil', email: 'phil@example.com', phoneNumber: '+44 20 7946 0000', scopes: [] };
const saved = await call<{ changes: { userID: string; phoneNumber?: string | null }[] }>('POST', '/api/user/batch', {
  body: { changes: [change], deletes: [] },
});
const id = saved.body.changes?.[0]?.userID ?? '';
const read = await call<{ phoneNumber?: string | null }>('GET', '/api/user/' + id);
console.log(JSON.stringify({
  described: Object.keys(userFields),
  columns: describedColumns(english, userFields).map((column) => [column.key, column.header]),
  importFields: IMPORT_FIELDS,
  label: [en[importFieldLabel('phoneNumber')], de[importFieldLabel('phoneNumber')]],
  mapped: guessMapping(['Email', 'Phone Number', 'Telefonnummer']),
  values: mappedValues(['ann@example.com', '+44 1'], ['email', 'phoneNumber']),
  builder: answeredUser({ userID: 'u1', shortName: 'Ann' }).phoneNumber,
  world: { saved: saved.status, answered: saved.body.changes?.[0]?.phoneNumber, read: read.status, stored: read.body.phoneNumber },
}));
`;

beforeAll(() => {
  copy = copyCheckout('add-a-field-');
}, 60_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('a new field of the User record, in five files', () => {
  it('typechecks and reaches the form, the grid, Import Users and the world', async () => {
    // The contract: an optional property of the user as a save sends it (answers carry UserChange's properties too).
    edit(
      EDITED[0]!,
      "    image:\n      type: [string, 'null']\n      contentEncoding: base64",
      "    phoneNumber:\n      type: [string, 'null']\n      maxLength: 32\n      description: Optional; null when the user has none.\n    image:\n      type: [string, 'null']\n      contentEncoding: base64",
    );
    // The description: a trimmed text field with the contract's limit and a grid column.
    edit(
      EDITED[1]!,
      '} as const satisfies RecordFields<UserChange',
      "  phoneNumber: {\n    kind: 'text',\n    label: 'users.fields.phoneNumber',\n    maxLength: limits.User.phoneNumber.maxLength,\n    trim: true,\n    width: 200,\n  },\n} as const satisfies RecordFields<UserChange",
    );
    edit(
      EDITED[2]!,
      "  'users.fields.email': 'Email',\n",
      "  'users.fields.email': 'Email',\n  'users.fields.phoneNumber': 'Phone Number',\n",
    );
    edit(
      EDITED[3]!,
      "  'users.fields.email': 'E-Mail',\n",
      "  'users.fields.email': 'E-Mail',\n  'users.fields.phoneNumber': 'Telefonnummer',\n",
    );
    const generated = await run(process.execPath, ['scripts/generate.mjs']);
    expect(generated.code, generated.output).toBe(0);

    writeFileSync(path.join(copy, 'add-a-field-probe.ts'), PROBE);
    const [app, probe] = await Promise.all([
      run(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']),
      run(bin('tsx'), ['--tsconfig', 'tsconfig.json', 'add-a-field-probe.ts']),
    ]);
    expect(app.output, 'tsc -p tsconfig.json').toBe('');
    expect(probe.code, probe.output).toBe(0);
    const found = JSON.parse(probe.output.split('\n').at(-1) ?? '{}');
    expect(found.described).toContain('phoneNumber');
    expect(found.columns).toContainEqual(['phoneNumber', 'Phone Number']);
    expect(found.importFields).toEqual([
      'shortName',
      'fullName',
      'email',
      'locale',
      'defaultCurrencyCode',
      'phoneNumber',
    ]);
    expect(found.label).toEqual(['Phone Number', 'Telefonnummer']);
    expect(found.mapped).toEqual(['email', 'phoneNumber', null]);
    expect(found.values).toEqual({ email: 'ann@example.com', phoneNumber: '+44 1' });
    expect(found.builder, 'answeredUser (src/test/records.ts) answers the new field').toBeNull();
    expect(found.world, 'the world stores and answers the new field').toEqual({
      saved: 200,
      answered: '+44 20 7946 0000',
      read: 200,
      stored: '+44 20 7946 0000',
    });
  }, 300_000);
});
