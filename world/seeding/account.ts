import type { OpenAPIBackend } from 'openapi-backend';
import { exampleOf, requestExampleOf } from '../contract';
import type { WorldState } from '../state';
import type { World } from '../world';

/** Uma's change of email waiting for its link (the confirmation's example). */
export function estateEmailChange(api: OpenAPIBackend, state: WorldState, world: World): void {
  const emailChange = requestExampleOf(api, 'userConfirmEmail');
  const changedUser = exampleOf(api, 'userConfirmEmail').userID ?? '';
  if (state.users[changedUser]) {
    state.emailChanges[emailChange.token] = {
      token: emailChange.token,
      userID: changedUser,
      email: emailChange.email,
      expiryDateTimeUTC: world.daysFromNow(1),
    };
  }
}
