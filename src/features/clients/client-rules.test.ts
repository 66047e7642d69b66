import { describe, expect, it } from 'vitest';
import { english, german } from '#/test/translate';
import type { Client } from './client-record';
import {
  clientFormRules as rulesIn,
  clientGridProblem,
  clientProblem,
  clientToSave,
  clientToSend,
  homepageProblem,
  newClient,
} from './client-rules';

const client: Client = {
  clientID: 'pos-backoffice',
  name: 'Back Office',
  description: 'Back office',
  homepage: 'https://backoffice.kappapos.example',
  allowPasswordGrant: false,
  allowRemoteOrderingGrant: false,
  imageBase64: null,
  redirectUris: ['https://backoffice.kappapos.example/signin-oidc'],
};

describe('clientProblem', () => {
  it('needs an ID and a name, within the contract limits', () => {
    expect(clientProblem(client, english)).toBeNull();
    expect(clientProblem({ ...client, clientID: '' }, english, 'column')).toBe('ID is required');
    expect(clientProblem({ ...client, clientID: 'x'.repeat(17) }, english)).toBe(
      'Client ID must be at most 16 characters',
    );
    expect(clientProblem({ ...client, name: ' ' }, english)).toBe('Name is required');
    expect(clientProblem({ ...client, description: 'x'.repeat(513) }, english)).toBe(
      'Description must be at most 512 characters',
    );
    expect(clientProblem({ ...client, homepage: `https://a.example/${'x'.repeat(120)}` }, english)).toBe(
      'Home Page must be at most 128 characters',
    );
  });

  it('needs an absolute Home Page when one is given', () => {
    expect(homepageProblem(null, english)).toBeNull();
    expect(homepageProblem('backoffice.example', german)).toBe(
      'Homepage muss eine absolute URI sein (z. B. https://example.com)',
    );
    expect(homepageProblem('backoffice.example', english)).toBe(
      'Home Page must be an absolute URI (e.g. https://example.com)',
    );
  });

  it('refuses a Home Page with a scheme that runs code or reads local files, saying which', () => {
    for (const [homepage, scheme] of [
      ['javascript:alert(1)', 'javascript'],
      ['data:text/html,<script>alert(1)</script>', 'data'],
      ['vbscript:msgbox(1)', 'vbscript'],
      ['file:///etc/passwd', 'file'],
    ] as const) {
      const message = `Home Page may not use the ${scheme}: scheme: enter an address such as https://example.com`;
      expect(homepageProblem(homepage, english)).toBe(message);
      expect(clientProblem({ ...client, homepage }, english)).toBe(message);
    }
    expect(homepageProblem('https://backoffice.kappapos.example', english)).toBeNull();
  });

  it('checks the secret and the Redirect URIs on the edit page', () => {
    const clientFormRules = rulesIn(english);
    expect(clientFormRules.newSecret('s'.repeat(129))).toBe('Enter New Secret must be at most 128 characters');
    expect(clientFormRules.newSecret('ok')).toBeNull();
    expect(clientFormRules.redirectUris(['x'.repeat(1025)])).toBe('Redirect URIs must be at most 1024 characters');
    expect(clientFormRules.redirectUris(['https://a.example/cb'])).toBeNull();
    expect(clientFormRules.name('')).toBe('Name is required');
    expect(clientFormRules.homepage('javascript:alert(1)')).toBe(homepageProblem('javascript:alert(1)', english));
  });
});

describe('the trimming rule (src/lib/field-text.ts)', () => {
  it('checks Client ID, Name, Description and Home Page without surrounding spaces', () => {
    expect(clientProblem({ ...client, clientID: `  ${'x'.repeat(16)}  ` }, english)).toBeNull();
    expect(clientProblem({ ...client, clientID: ` ${'x'.repeat(17)} ` }, english)).toBe(
      'Client ID must be at most 16 characters',
    );
    expect(clientProblem({ ...client, name: `  ${'n'.repeat(64)}  ` }, english)).toBeNull();
    expect(clientProblem({ ...client, name: '   ' }, english, 'column')).toBe('Name is required');
    expect(clientProblem({ ...client, description: ` ${'d'.repeat(512)} ` }, english)).toBeNull();
    expect(homepageProblem('  https://backoffice.kappapos.example  ', english)).toBeNull();
    expect(homepageProblem('   ', english)).toBeNull();
    expect(homepageProblem(' javascript:alert(1) ', english)).toBe(
      'Home Page may not use the javascript: scheme: enter an address such as https://example.com',
    );
  });

  it('sends them trimmed, a blank Home Page as null, and the new secret as typed', () => {
    const typed = {
      ...client,
      clientID: ' pos-new ',
      name: '  Back Office ',
      description: ' Back office \n',
      homepage: ' https://a.example ',
    };
    expect(clientToSend(typed)).toEqual({
      ...client,
      clientID: 'pos-new',
      name: 'Back Office',
      description: 'Back office',
      homepage: 'https://a.example',
    });
    expect(clientToSend({ ...client, homepage: '   ' }).homepage).toBeNull();
    expect(clientToSave(typed, '', '  s3cret  ')).toMatchObject({ name: 'Back Office', newClientSecret: '  s3cret  ' });
  });
});

describe('clientToSave', () => {
  it('maps the input to the list and sends the secret only when entered', () => {
    expect(clientToSave(client, ' https://a.example/cb  https://b.example/cb ', '')).toEqual({
      ...client,
      redirectUris: ['https://a.example/cb', 'https://b.example/cb'],
    });
    expect(clientToSave(client, '', 'n3w')).toEqual({ ...client, redirectUris: [], newClientSecret: 'n3w' });
    expect(clientToSave({ ...client, newClientSecret: 'old' }, '', '')).not.toHaveProperty('newClientSecret');
  });
});

describe('a new client row', () => {
  it('starts blank, and the grid names the columns the row still needs', () => {
    expect(newClient()).toMatchObject({ clientID: '', name: '', allowPasswordGrant: false, redirectUris: [] });
    expect(clientGridProblem(newClient(), english)).toBe(clientProblem(newClient(), english, 'column'));
    expect(clientGridProblem(newClient(), english)).not.toBeNull();
    expect(clientGridProblem({ ...newClient(), clientID: 'pos', name: 'POS' }, english)).toBeNull();
  });
});
