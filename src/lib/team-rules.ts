import { limits } from '../api/limits.gen';
import type { components } from '../api/schema.gen';
import { textProblem, textRule, withTrimmedText } from './field-text';
import type { Translate } from './messages/catalogues';

export type Team = components['schemas']['Team'];
export type TeamMember = components['schemas']['TeamMember'];

/** SPEC 2.5 / 5: a team's name (max 32, from the contract) and its placeholder. */
export const teamNameField = {
  label: 'Name',
  required: true,
  maxLength: limits.Team.name.maxLength,
  trim: true,
  placeholder: 'Enter a descriptive name for this team',
} as const;

/** The team as sent: the name trimmed (the rule its field checks with, `src/lib/field-text.ts`). */
export function teamToSend(team: Team): Team {
  return withTrimmedText(team, ['name']);
}

/** The first problem of a team record, or null. */
export function teamProblem(t: Translate<'forms'>, team: Team): string | null {
  return textProblem(t, teamNameField.label, team.name, teamNameField);
}

/** The edit page's form rules (`useEditForm`): the name's. */
export const teamFormRules = (t: Translate<'forms'>) => ({ name: textRule(t, teamNameField.label, teamNameField) });
