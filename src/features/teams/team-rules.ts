import { limits } from '../../api/limits.gen';
import type { components } from '../../api/schema.gen';
import type { Translate } from '../../lib/messages/catalogues';
import { fieldRules, recordProblem, recordToSend, type RecordFields } from '../../lib/record-fields';

export type Team = components['schemas']['Team'];
export type TeamMember = components['schemas']['TeamMember'];

/** SPEC 2.5 / 5: a team's one field, its name (max 32, from the contract). */
export const teamFields = {
  name: {
    kind: 'text',
    label: 'teams.field.name',
    required: true,
    maxLength: limits.Team.name.maxLength,
    trim: true,
    placeholder: 'teams.field.namePlaceholder',
  },
} as const satisfies RecordFields<Team, 'teams'>;

/** The team as sent: the name trimmed (the rule its field checks with, `src/lib/field-text.ts`). */
export function teamToSend(team: Team): Team {
  return recordToSend(teamFields, team);
}

/** The first problem of a team record, or null; the field is named in the console's language. */
export function teamProblem(t: Translate<'teams' | 'forms'>, team: Team): string | null {
  return recordProblem(t, teamFields, team);
}

/** The edit page's form rules (`useEditForm`): the name's. */
export const teamFormRules = (t: Translate<'teams' | 'forms'>) => fieldRules(t, teamFields);
