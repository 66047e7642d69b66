import type { OpenAPIBackend } from 'openapi-backend';
import { requestExampleOf } from '../contract';
import type { WorldState } from '../state';
import type { World } from '../world';

/** The password reset link of the examples, valid for a day. */
export function estatePasswordReset(api: OpenAPIBackend, state: WorldState, world: World): void {
  const resetExample = requestExampleOf(api, 'passwordResetValidate');
  const resetUser = world.userByEmail(resetExample.email);
  if (resetUser) {
    state.passwordResets[resetExample.token] = {
      token: resetExample.token,
      email: resetExample.email,
      userID: resetUser.userID,
      expiryDateTimeUTC: world.daysFromNow(1),
    };
  }
}
