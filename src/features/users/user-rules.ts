import type { components } from '../../api/schema.gen';
import { limits } from '../../api/limits.gen';
import { textFieldError } from '../../components/form-fields/text-field';

export type User = components['schemas']['User'];

/** The user's fields with their SPEC labels and contract limits (SPEC 3, 5). */
export const userFields = {
  shortName: { label: 'Display Name', gridLabel: 'Short Name', required: true, maxLength: limits.User.shortName.maxLength },
  fullName: { label: 'Full Name', gridLabel: 'Full Name', required: false, maxLength: limits.User.fullName.maxLength },
  email: { label: 'Email', gridLabel: 'Email', required: false, maxLength: limits.User.email.maxLength },
} as const;

/** The first problem of a user record, or null (used by the grid and the edit page before sending). */
export function userProblem(user: User, labels: 'label' | 'gridLabel' = 'label'): string | null {
  for (const key of ['shortName', 'fullName', 'email'] as const) {
    const field = userFields[key];
    const message = textFieldError(field[labels], user[key], field);
    if (message) return message;
  }
  return null;
}

export const SUPERUSER_SCOPE = 'superuser';

/** The Server Administrator switch: adds or removes the `superuser` scope (SPEC 2.4). */
export function withServerAdministrator(user: User, on: boolean): User {
  const scopes = (user.scopes ?? []).filter((scope) => scope !== SUPERUSER_SCOPE);
  return { ...user, scopes: on ? [...scopes, SUPERUSER_SCOPE] : scopes };
}

export function isServerAdministrator(user: User): boolean {
  return (user.scopes ?? []).includes(SUPERUSER_SCOPE);
}
