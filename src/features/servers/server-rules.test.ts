import { describe, expect, it } from 'vitest';
import { ApiFailure } from '#/api/transport';
import { NO_RECORD_CHANGES, mergeReload, packFields } from '#/components/edit-page/record-changes';
import { answeredOrganisation } from '#/test/records';
import { english, german } from '#/test/translate';
import { deploymentServerFields, integrationServerFields, posCoreFields } from './server-record';
import {
  COMMIT_ERROR,
  KEY_FIELDS,
  RECORD_UPDATE_ERROR,
  SECRET_FIELDS,
  blankIntegrationServer,
  deploymentServerToSave,
  failureWith,
  integrationServerInstanceProblem,
  integrationServerToSave,
  linkedOrganisationLabel,
  posCoreInstanceProblem,
  posCoreToSave,
  serverEditValues,
  serverFormRules,
  serverProblem,
  uriProblem,
  writeOnlyValueText,
} from './server-rules';

describe('SPEC 8 messages', () => {
  it('are the texts of SPEC 8 "POS core and integration instances"', () => {
    expect(english(RECORD_UPDATE_ERROR)).toBe('There was an error updating the record.');
    expect(english(COMMIT_ERROR)).toBe(
      'There was an error committing these changes. Please try again later or consider refreshing your browser.',
    );
  });

  it('add what the server said, when it said something', () => {
    expect(
      failureWith(english, RECORD_UPDATE_ERROR, new ApiFailure(400, 'Bad Request.', { code: 'BadRequest' })).message,
    ).toBe('There was an error updating the record. Bad Request.');
    expect(failureWith(english, RECORD_UPDATE_ERROR, new ApiFailure(500, 'Internal Server Error')).message).toBe(
      'There was an error updating the record. Internal Server Error',
    );
    expect(failureWith(english, RECORD_UPDATE_ERROR, undefined).message).toBe(english(RECORD_UPDATE_ERROR));
    expect(failureWith(german, RECORD_UPDATE_ERROR, undefined).message).toBe(
      'Beim Aktualisieren des Datensatzes ist ein Fehler aufgetreten.',
    );
  });
});

describe('serverProblem', () => {
  it('needs a name; the uri is optional but must be an http(s) address', () => {
    expect(serverProblem({ name: '', uri: '' }, posCoreFields, english)).toBe('Name is required');
    expect(serverProblem({ name: 'A', uri: '' }, posCoreFields, english)).toBeNull();
    expect(serverProblem({ name: 'A', uri: 'http://localhost:4010' }, posCoreFields, english)).toBeNull();
    expect(serverProblem({ name: 'A', uri: 'localhost:4010' }, posCoreFields, english)).toBe(
      'Uri must be a valid http or https address (e.g. https://server.example)',
    );
    expect(serverProblem({ name: 'x'.repeat(33), uri: '' }, posCoreFields, english)).toBe(
      'Name must be at most 32 characters',
    );
    expect(serverProblem({ name: 'A', uri: '', jwtSigningKey: 'k'.repeat(129) }, posCoreFields, english)).toBe(
      'JWT Signing Key must be at most 128 characters',
    );
  });

  it('uriProblem accepts an empty uri', () => {
    expect(uriProblem(null, english)).toBeNull();
    expect(uriProblem('', english)).toBeNull();
    expect(uriProblem('ftp://x.example', english)).not.toBeNull();
  });

  it('uriProblem reads in German with a German translator', () => {
    expect(uriProblem('localhost:4010', german)).toBe(
      'URI muss eine gültige http- oder https-Adresse sein (z. B. https://server.example)',
    );
  });

  it('uriProblem names a scheme that runs code or reads local files', () => {
    for (const scheme of ['javascript', 'data', 'vbscript', 'file']) {
      expect(uriProblem(`${scheme}:x`, english, 'Uri')).toBe(
        `Uri may not use the ${scheme}: scheme: enter an http or https address (e.g. https://server.example)`,
      );
    }
    expect(serverProblem({ name: 'A', uri: 'javascript://%0aalert(1)' }, posCoreFields, english)).toBe(
      'Uri may not use the javascript: scheme: enter an http or https address (e.g. https://server.example)',
    );
  });
});

describe('the trimming rule (src/lib/field-text.ts)', () => {
  it('checks Name and Uri without surrounding spaces, the JWT Signing Key as typed', () => {
    expect(
      serverProblem({ name: `  ${'x'.repeat(32)}  `, uri: ' http://localhost:4010 ' }, posCoreFields, english),
    ).toBeNull();
    expect(serverProblem({ name: '   ', uri: '' }, deploymentServerFields, english)).toBe('Name is required');
    expect(
      serverProblem(
        { name: 'A', uri: `  https://a.example/${'u'.repeat(256 - 18)}  ` },
        integrationServerFields,
        english,
      ),
    ).toBeNull();
    expect(uriProblem('   ', english)).toBeNull();
    expect(serverProblem({ name: 'A', uri: '', jwtSigningKey: ` ${'k'.repeat(127)} ` }, posCoreFields, english)).toBe(
      'JWT Signing Key must be at most 128 characters',
    );
  });

  it('sends Name and Uri trimmed; the JWT Signing Key and the secret as typed', () => {
    const typed = { name: '  EU North ', uri: ' https://eu-north.example ', jwtSigningKey: ' key ' };
    const sent = { name: 'EU North', uri: 'https://eu-north.example', jwtSigningKey: ' key ' };
    expect(posCoreToSave({ ...typed, posCoreInstanceID: 'a' })).toEqual({ ...sent, posCoreInstanceID: 'a' });
    expect(deploymentServerToSave({ ...typed, deploymentServerInstanceID: 'b' })).toEqual({
      ...sent,
      deploymentServerInstanceID: 'b',
    });
    expect(integrationServerToSave({ ...blankIntegrationServer(), ...typed }, ' s3cret ')).toEqual({
      integrationServerInstanceType: 1,
      testInstance: false,
      ...sent,
      secret: ' s3cret ',
    });
  });
});

describe('records as sent', () => {
  it('drop the read-only addresses of POS Core instances and deployment servers', () => {
    const stored = {
      name: 'POSCore EU West',
      uri: 'http://localhost:4010',
      jwtSigningKey: 'k',
      versionUri: 'http://localhost:4010/api/v1/version/info',
      stagingUri: null,
      exceptionsUri: 'http://localhost:4010/api/v1/exceptions/info',
    };
    expect(posCoreToSave({ ...stored, posCoreInstanceID: 'a' })).toEqual({
      posCoreInstanceID: 'a',
      name: 'POSCore EU West',
      uri: 'http://localhost:4010',
      jwtSigningKey: 'k',
    });
    expect(deploymentServerToSave({ ...stored, deploymentServerInstanceID: 'b' })).toEqual({
      deploymentServerInstanceID: 'b',
      name: 'POSCore EU West',
      uri: 'http://localhost:4010',
      jwtSigningKey: 'k',
    });
  });

  it("send an integration server's secret only when one is entered", () => {
    const stored = { ...blankIntegrationServer(), name: 'Hub', stagingUri: 'https://staging.example' };
    expect(integrationServerToSave(stored)).toEqual({
      name: 'Hub',
      integrationServerInstanceType: 1,
      uri: '',
      testInstance: false,
    });
    expect(integrationServerToSave(stored, 'S3cret')).toEqual({
      name: 'Hub',
      integrationServerInstanceType: 1,
      uri: '',
      testInstance: false,
      secret: 'S3cret',
    });
  });

  it('send a key only when a new one was typed, never what only the server answers (hasKey, hasSecret)', () => {
    const answered = { posCoreInstanceID: 'a', name: 'EU', uri: '', hasKey: true };
    expect(posCoreToSave(answered)).toEqual({ posCoreInstanceID: 'a', name: 'EU', uri: '' });
    expect(posCoreToSave({ ...answered, jwtSigningKey: null })).toEqual({
      posCoreInstanceID: 'a',
      name: 'EU',
      uri: '',
    });
    expect(posCoreToSave({ ...answered, jwtSigningKey: 'new' })).toEqual({
      posCoreInstanceID: 'a',
      name: 'EU',
      uri: '',
      jwtSigningKey: 'new',
    });
    expect(integrationServerToSave({ ...blankIntegrationServer(), hasKey: true, hasSecret: true })).not.toHaveProperty(
      'hasSecret',
    );
    // The counts are the server's: never sent.
    expect(posCoreToSave({ ...answered, keyVersion: 3 })).not.toHaveProperty('keyVersion');
    const counted = integrationServerToSave({ ...blankIntegrationServer(), keyVersion: 2, secretVersion: 1 }, 's');
    expect(counted).not.toHaveProperty('keyVersion');
    expect(counted).not.toHaveProperty('secretVersion');
  });

  it('start an edit form without the key: a stored one is never read, only replaced', () => {
    expect(
      serverEditValues({ name: 'EU', uri: 'u', jwtSigningKey: 'stored' } as { name: string; uri: string }),
    ).toEqual({
      name: 'EU',
      uri: 'u',
      jwtSigningKey: null,
      keyVersion: 0,
    });
    expect(serverEditValues({ name: 'EU', uri: 'u', keyVersion: 4 })).toMatchObject({
      jwtSigningKey: null,
      keyVersion: 4,
    });
  });

  describe('a key both admins replaced', () => {
    // The key is never answered: the record loaded again differs from the one first loaded only in its count.
    const base = serverEditValues({ name: 'EU', uri: 'u', keyVersion: 1 });
    const theirs = serverEditValues({ name: 'EU', uri: 'u', keyVersion: 2 });
    const merged = (mine: typeof base) =>
      mergeReload(
        NO_RECORD_CHANGES,
        packFields(base, [KEY_FIELDS]),
        packFields(theirs, [KEY_FIELDS]),
        packFields(mine, [KEY_FIELDS]),
      );

    it('is a conflict for the admin to choose, as any field both changed', () => {
      const { changes } = merged({ ...base, jwtSigningKey: 'my-new-key' });
      expect(changes.conflicts).toEqual([
        {
          field: 'jwtSigningKey',
          base: { jwtSigningKey: null, keyVersion: 1 },
          theirs: { jwtSigningKey: null, keyVersion: 2 },
          mine: { jwtSigningKey: 'my-new-key', keyVersion: 1 },
        },
      ]);
    });

    it('is theirs, told but not asked, when this admin kept the stored key', () => {
      const { changes, values } = merged({ ...base, name: 'EU West' });
      expect(changes.conflicts).toEqual([]);
      expect(changes.theirChanges).toEqual(['jwtSigningKey']);
      expect(values).toEqual({ name: 'EU West', uri: 'u', jwtSigningKey: { jwtSigningKey: null, keyVersion: 2 } });
    });

    it('is shown as typed or stored, never as the key itself', () => {
      expect(writeOnlyValueText(english, 'key', { jwtSigningKey: 'my-new-key', keyVersion: 1 })).toBe(
        'The new key you typed (not shown)',
      );
      expect(writeOnlyValueText(english, 'key', { jwtSigningKey: null, keyVersion: 2 })).toBe('Stored key, version 2');
      expect(writeOnlyValueText(english, 'key', { jwtSigningKey: null, keyVersion: 0 })).toBe('No key');
      expect(writeOnlyValueText(german, 'secret', { newSecret: '', secretVersion: 3 })).toBe(
        'Gespeicherter geheimer Schlüssel, Version 3',
      );
      expect(writeOnlyValueText(german, 'secret', { newSecret: 'x', secretVersion: 3 })).toBe(
        'Ihr neu eingegebener geheimer Schlüssel (nicht angezeigt)',
      );
      expect(writeOnlyValueText(english, 'key', 'my-new-key')).toBeUndefined();
      expect(SECRET_FIELDS).toEqual(['newSecret', 'secretVersion']);
    });
  });

  it('a new integration server is a Remote Order Service (SPEC 9)', () => {
    expect(blankIntegrationServer().integrationServerInstanceType).toBe(1);
  });
});

describe('linkedOrganisationLabel', () => {
  it('reads "Name [CODE]"', () => {
    expect(
      linkedOrganisationLabel(
        answeredOrganisation({ organisationID: 'o1', name: 'Harbour Fish Bar', organisationCode: 'HFB' }),
      ),
    ).toBe('Harbour Fish Bar [HFB]');
  });
});

describe('the grid checks of server rows', () => {
  it('check a POS Core instance row and an integration server row by their own fields', () => {
    const blank = { name: '', uri: '', jwtSigningKey: null };
    expect(posCoreInstanceProblem(blank as never, english)).toBe(serverProblem(blank, posCoreFields, english));
    expect(posCoreInstanceProblem(blank as never, english)).not.toBeNull();
    expect(integrationServerInstanceProblem(blank as never, english)).toBe(
      serverProblem(blank, integrationServerFields, english),
    );
    expect(integrationServerInstanceProblem(blank as never, english)).not.toBeNull();
  });
});

describe('server form helpers', () => {
  it('takes the server fields of a record, no signing key as null', () => {
    expect(serverEditValues({ name: 'A', uri: 'https://a.example' })).toEqual({
      name: 'A',
      uri: 'https://a.example',
      jwtSigningKey: null,
      keyVersion: 0,
    });
  });

  it('checks the uri as an http(s) address', () => {
    const rules = serverFormRules(posCoreFields, english);
    expect(rules.uri('https://a.example')).toBeNull();
    expect(rules.uri('ftp://a.example')).not.toBeNull();
    expect(rules.name('')).not.toBeNull();
  });
});
