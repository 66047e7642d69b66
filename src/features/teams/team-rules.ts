import type { Translate } from '#/lib/messages/catalogues';
import { fieldRules, recordProblem, recordToSend } from '#/lib/record-fields';
import { teamFields, type TeamChange } from './team-record';

/** The team as sent: the name trimmed (the rule its field checks with, `src/lib/field-text.ts`). */
export function teamToSend<T extends TeamChange>(team: T): T {
  return recordToSend(teamFields, team);
}

/** The first problem of a team record, or null; the field is named in the console's language. */
export function teamProblem(t: Translate<'teams' | 'forms'>, team: TeamChange): string | null {
  return recordProblem(t, teamFields, team);
}

/** The edit page's form rules (`useEditForm`): the name's. */
export const teamFormRules = (t: Translate<'teams' | 'forms'>) => fieldRules(t, teamFields);
