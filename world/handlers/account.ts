import { replaced } from '../audit-diff';
import { badRequest, conflictOf, forbidden, refuseConflicts } from '../errors';
import { confirmedEmail, ownEmailChange, profileView } from '../identity';
import { passwordProblem } from '../passwords';
import type { UserRecord } from '../state';
import { sameScopes, userFields } from '../user-changes';
import { signedIn, type Handlers } from './context';

export const handlers: Handlers = {
  userChangePassword({ world, me, body }) {
    const user = signedIn({ me });
    if (body.userID !== user.userID) throw forbidden('Only your own password can be changed');
    if (body.oldPassword !== user.password) throw badRequest('PasswordChange_OldPasswordIsIncorrect');
    if (body.newPassword === body.oldPassword)
      throw badRequest('PasswordChange_NewPasswordMustBeDifferentFromOldPassword');
    const problem = passwordProblem(body.newPassword);
    if (problem === 'tooShort') throw badRequest('PasswordChange_NewPasswordIsInvalid');
    if (problem === 'tooCommon') throw badRequest('PasswordChange_NewPasswordIsTooCommon');
    // The password is not part of the user as the contract shows it: its version stays.
    const changed: UserRecord = { ...user, password: body.newPassword };
    world.state.users[user.userID] = changed;
    world.audit(
      'ProfileUpdated',
      changed,
      null,
      `Password of ${world.userLabel(changed)} changed`,
      world.changeOn('User', changed, [replaced('password')]),
    );
    return world.userView(changed);
  },

  userGetProfile: ({ world, me }) => profileView(world, signedIn({ me })),

  userSaveProfile({ world, me, body }) {
    const user = signedIn({ me });
    if (body.userID !== undefined && body.userID !== user.userID)
      throw forbidden('Only your own profile is saved here');
    // Scopes are changed by a super user on Edit User, never through one's own profile: a save that carries other
    // scopes than the stored ones is refused, not trimmed.
    if (body.scopes !== undefined && !sameScopes(body.scopes, user.scopes ?? [])) {
      throw forbidden('Scopes are not changed through your own profile');
    }
    // A profile saved from an older version (an admin edited this user meanwhile) is refused like any stale save.
    refuseConflicts([conflictOf(user.userID, body.version, world.userView(user))]);
    const { scopes: _scopes, email: _email, ...fields } = userFields(body);
    // A new address waits for its link (identity.ts): the answer keeps the one the user has.
    const email = ownEmailChange(world, user, body.email);
    const saved: UserRecord = { ...user, ...fields, email, version: world.nextVersion() };
    world.state.users[saved.userID] = saved;
    world.audit(
      'ProfileUpdated',
      saved,
      null,
      `Profile of ${world.userLabel(saved)} updated`,
      world.changeOf('User', world.userView(user), world.userView(saved)),
    );
    return profileView(world, saved);
  },

  userConfirmEmail({ world, me, body }) {
    const before = signedIn({ me });
    const user = confirmedEmail(world, before, body.token, body.email);
    const saved: UserRecord = { ...user, version: world.nextVersion() };
    world.state.users[saved.userID] = saved;
    world.audit(
      'ProfileUpdated',
      saved,
      null,
      `Email of ${world.userLabel(saved)} changed to ${saved.email ?? ''}`,
      world.changeOf('User', world.userView(before), world.userView(saved)),
    );
    return profileView(world, saved);
  },
};
