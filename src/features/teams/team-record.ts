import * as limits from '#/api/limits.gen';
import type { components } from '#/api/schema.gen';
import type { RecordFields } from '#/lib/record-fields';

/** A team and a membership as answers carry them, and as a save sends them (a new one without an id). */
export type Team = components['schemas']['Team'];
export type TeamChange = components['schemas']['TeamChange'];
export type TeamMember = components['schemas']['TeamMember'];
export type TeamMemberChange = components['schemas']['TeamMemberChange'];

/** SPEC 2.5 / 5: a team's one field, its name (max 32, from the contract; the Teams grid's one column, 200 wide). */
export const teamFields = {
  name: {
    kind: 'text',
    label: 'teams.field.name',
    required: true,
    maxLength: limits.Team.name.maxLength,
    trim: true,
    placeholder: 'teams.field.namePlaceholder',
    width: 200,
  },
} as const satisfies RecordFields<TeamChange, 'teams'>;

/** SPEC 2.5: a membership as Edit Team's Members grid shows it: the user's id and name, neither edited there. */
export const teamMemberFields = {
  userID: { kind: 'readOnly', column: 'teams.members.column.userId', width: 340 },
  userName: { kind: 'readOnly', column: 'teams.members.column.userName', width: 260 },
} as const satisfies RecordFields<TeamMemberChange, 'teams'>;
