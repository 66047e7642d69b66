import { limits } from '../../api/limits.gen';
import type { components } from '../../api/schema.gen';
import { textProblem, textRule, withTrimmedText, type TextRules } from '../../lib/field-text';
import type { MessageKey, Translate } from '../../lib/messages/catalogues';

export type Team = components['schemas']['Team'];
export type TeamMember = components['schemas']['TeamMember'];

/** SPEC 2.5 / 5: a team's name (max 32, from the contract); its label and placeholder are message keys. */
export const teamNameField = {
  label: 'teams.field.name',
  required: true,
  maxLength: limits.Team.name.maxLength,
  trim: true,
  placeholder: 'teams.field.namePlaceholder',
} as const satisfies TextRules & { label: MessageKey<'teams'>; placeholder: MessageKey<'teams'> };

/** The team as sent: the name trimmed (the rule its field checks with, `src/lib/field-text.ts`). */
export function teamToSend(team: Team): Team {
  return withTrimmedText(team, ['name']);
}

/** The first problem of a team record, or null; the field is named in the console's language. */
export function teamProblem(t: Translate<'teams' | 'forms'>, team: Team): string | null {
  return textProblem(t, t(teamNameField.label), team.name, teamNameField);
}

/** The edit page's form rules (`useEditForm`): the name's. */
export const teamFormRules = (t: Translate<'teams' | 'forms'>) => ({
  name: textRule(t, t(teamNameField.label), teamNameField),
});
