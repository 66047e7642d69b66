import { replaced } from '../audit-diff';
import { badRequest, WorldError } from '../errors';
import { countMailRequest } from '../mail-limits';
import { passwordProblem } from '../passwords';
import { isWellFormedEmail } from '../rules';
import type { Handlers } from './context';

export const handlers: Handlers = {
  passwordResetSend({ world, body }) {
    const email = body.email.trim();
    if (!isWellFormedEmail(email)) throw badRequest('BadRequest_InvalidParameters');
    countMailRequest(world, 'passwordReset', { to: email });
    const user = world.userByEmail(email);
    // An address without an account gets the same answer and no mail: the answer does not tell who has an account.
    if (user?.email) {
      const token = world.newToken();
      world.state.passwordResets[token] = {
        token,
        email: user.email,
        userID: user.userID,
        expiryDateTimeUTC: world.daysFromNow(1),
      };
      world.mail({
        kind: 'passwordReset',
        to: user.email,
        subject: 'Reset your password',
        link: `/resetpassword/validate/${encodeURIComponent(token)}/${encodeURIComponent(user.email)}`,
        token,
      });
      // The contract has no type for a reset request (docs/contract-decisions.md, "The audit log").
      // The user's history shows the request; it sets no field (a mail went).
      world.audit(
        'Unclassified',
        null,
        null,
        `Password reset requested for ${user.email}`,
        world.changeOn('User', user, []),
      );
    }
    return { resultText: 'Ok' };
  },

  passwordResetValidate({ world, body }) {
    const reset = world.state.passwordResets[body.token];
    if (!reset) throw new WorldError(404, 'NotFound_PasswordResetExpiredOrMissing');
    if (reset.expiryDateTimeUTC <= world.nowIso()) throw badRequest('BadRequest_PasswordResetHasExpired');
    if (reset.email.toLowerCase() !== body.email.trim().toLowerCase())
      throw badRequest('BadRequest_PasswordResetHasInvalidParameters');
    return { resultText: 'Ok' };
  },

  passwordResetConfirm({ world, body }) {
    const reset = world.state.passwordResets[body.token];
    if (!reset) throw new WorldError(404, 'NotFound_ExpiredOrMissing');
    if (reset.expiryDateTimeUTC <= world.nowIso()) throw badRequest('BadRequest_Expired');
    if (reset.email.toLowerCase() !== body.email.trim().toLowerCase()) throw badRequest('BadRequest_InvalidParameters');
    const problem = passwordProblem(body.userPassword);
    if (problem === 'tooShort') throw badRequest('BadRequest_PasswordTooShort');
    if (problem === 'tooCommon') throw badRequest('BadRequest_PasswordTooCommon');
    const user = world.state.users[reset.userID];
    if (!user) throw new WorldError(404, 'NotFound_ExpiredOrMissing');
    world.state.users[user.userID] = { ...user, password: body.userPassword };
    for (const [token, other] of Object.entries(world.state.passwordResets))
      if (other.userID === user.userID) delete world.state.passwordResets[token];
    world.audit(
      'ProfileUpdated',
      user,
      null,
      `Password of ${world.userLabel(user)} reset`,
      world.changeOn('User', user, [replaced('password')]),
    );
    return { resultText: 'Ok' };
  },
};
