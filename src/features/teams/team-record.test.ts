import { describe, expect, it } from 'vitest';
import { english, german } from '../../test/translate';
import { teamFields } from './team-record';

describe("the team's fields (SPEC 2.5, 5)", () => {
  it('name the field and give its placeholder in the console language', () => {
    expect(english(teamFields.name.placeholder)).toBe('Enter a descriptive name for this team');
    expect(german(teamFields.name.placeholder)).toBe('Geben Sie einen aussagekräftigen Namen für dieses Team ein');
    expect(german(teamFields.name.label)).toBe('Name');
  });
});
