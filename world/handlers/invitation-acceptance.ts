import { inParentheses } from '../audit';
import { badRequest } from '../errors';
import { joinByInvitation, usableInvite } from '../invitations';
import { passwordProblem } from '../passwords';
import type { Handlers } from './context';

export const handlers: Handlers = {
  consentDocumentList: ({ world }) => world.state.consentDocuments,

  invitationValidate({ world, body }) {
    const invite = usableInvite(world, body.token, body.email);
    return { resultText: world.userByEmail(invite.email) ? 'Ok_ExistingUser' : 'Ok_NewUser' };
  },

  invitationAccept({ world, body }) {
    const invite = usableInvite(world, body.token, body.email);
    let user = world.userByEmail(invite.email);
    if (user && world.usersOf(invite.organisationID).some((member) => member.userID === user?.userID)) {
      delete world.state.invites[invite.organisationUserInviteID];
      throw badRequest('BadRequest_UserHasAlreadyJoined');
    }
    if (!user) {
      if (!body.userShortName.trim() || !body.userFullName.trim() || passwordProblem(body.userPassword)) {
        throw badRequest('BadRequest_InvitationHasInvalidParameters');
      }
      user = {
        userID: world.newId(),
        shortName: body.userShortName.trim(),
        fullName: body.userFullName.trim(),
        email: invite.email,
        locale: body.locale,
        defaultCurrencyCode: body.defaultCurrency,
        image: null,
        scopes: [],
        version: world.nextVersion(),
        password: body.userPassword,
        consentDocumentIDs: [...body.consentDocumentIds],
      };
      world.state.users[user.userID] = user;
      world.audit(
        'UserCreated',
        user,
        invite.organisationID,
        `User ${world.userLabel(user)}${inParentheses(invite.email)} created by accepting an invitation`,
        world.changeOf('User', null, { ...world.userView(user), password: user.password }),
      );
    }
    joinByInvitation(world, user, invite);
    return { resultText: 'Ok' };
  },
};
