import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page, Request, Route } from '@playwright/test';

/**
 * Helpers of the error sweep of mutation calls (e2e/error-sweep-mutations.spec.ts):
 * the contract's operations (from the generated `paths` of src/api/schema.gen.ts, which `npm test` keeps in step
 * with openapi/), a switchable forced answer for one operation, and SPEC 8's texts of the codes the sweep forces.
 */

/** One operation of the contract. */
export interface ContractOperation {
  method: string;
  path: string;
  operationId: string;
}

const SCHEMA = fileURLToPath(new URL('../../src/api/schema.gen.ts', import.meta.url));
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/**
 * Every operation of the contract, read from the `paths` interface openapi-typescript generates: a path key at
 * four spaces (`"/api/x": {`), and per method either `post: operations["opId"];` or `post?: never;`.
 */
export function contractOperations(): ContractOperation[] {
  const text = readFileSync(SCHEMA, 'utf8');
  const start = text.indexOf('export interface paths {');
  const end = text.indexOf('\n}\n', start);
  if (start < 0 || end < 0) throw new Error(`no paths interface in ${SCHEMA}`);
  const operations: ContractOperation[] = [];
  let path: string | undefined;
  for (const line of text.slice(start, end).split('\n')) {
    const pathMatch = /^ {4}"([^"]+)": \{$/.exec(line);
    if (pathMatch) {
      path = pathMatch[1];
      continue;
    }
    const operationMatch = /^ {8}([a-z]+): operations\["([^"]+)"\];$/.exec(line);
    if (operationMatch && path !== undefined) {
      const [, method = '', operationId = ''] = operationMatch;
      if ((HTTP_METHODS as readonly string[]).includes(method)) {
        operations.push({ method: method.toUpperCase(), path, operationId });
      }
    }
  }
  return operations;
}

/**
 * Whether the contract answers an operation with a status (its `responses` in the generated `operations` interface
 * list `409: components["responses"]["Conflict"];` or the like): a sweep forces only the statuses a call declares.
 */
export function declaresStatus(operationId: string, status: number): boolean {
  const text = readFileSync(SCHEMA, 'utf8');
  const start = text.indexOf(`\n    ${operationId}: {\n`, text.indexOf('export interface operations {'));
  if (start < 0) throw new Error(`no operation ${operationId} in ${SCHEMA}`);
  const end = text.indexOf('\n    };\n', start);
  return new RegExp(`\\n {12}${status}: `).test(text.slice(start, end));
}

/** Whether the contract answers an operation with the optional 409 of a stale save. */
export const declaresConflict = (operationId: string): boolean => declaresStatus(operationId, 409);

/** The contract's operation a request (its method and path) is a call of, if any. */
export function operationOfCall(method: string, path: string): ContractOperation | undefined {
  return contractOperations().find(
    (operation) => operation.method === method.toUpperCase() && pathPattern(operation.path).test(path),
  );
}

/** A request path pattern for a contract path template (`{orgId}` matches one segment; case-insensitive). */
export function pathPattern(template: string): RegExp {
  const source = template
    .split(/(\{[^}]+\})/)
    .map((part) => (/^\{[^}]+\}$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`, 'i');
}

/** The failures the sweep forces on a call. */
export const FAILURE_MODES = ['400', '404', '500', 'network'] as const;
/** The refusal of a stale save (409 `Conflict_RecordChanged`), forced on the operations whose contract declares it. */
export const CONFLICT_MODE = '409';
export type FailureMode = (typeof FAILURE_MODES)[number] | typeof CONFLICT_MODE;

/** The console's words for a stale save (the test's own copy, so a wrong text in the product is caught). */
export const CONFLICT_MESSAGE =
  'Someone else changed this record after you opened it. Nothing was saved; check their changes and save again.';

/** A coded error of the contract (a named example of its 400/404 answer) with SPEC 8's text for it. */
export interface CodedError {
  code: string;
  message: string;
}

/** SPEC 8's texts of the codes the sweep forces (written out here so the test does not trust the product's catalogue). */
export const spec8 = {
  BadRequest: { code: 'BadRequest', message: 'Bad Request.' },
  OrganisationCodeAlreadyInUse: {
    code: 'OrganisationCodeAlreadyInUse',
    message: 'Organisation Code is already in use.',
  },
  InvalidPOSCoreInstance: { code: 'InvalidPOSCoreInstance', message: 'Invalid POS Core Instance specified.' },
  PasswordChange_OldPasswordIsIncorrect: {
    code: 'PasswordChange_OldPasswordIsIncorrect',
    message: 'The specified old password does not match.',
  },
  BadRequest_UserDoesNotExist: { code: 'BadRequest_UserDoesNotExist', message: 'User does not exist.' },
  // SPEC 8 spells it "administator" (typo fixed, docs/deviations.md).
  BadRequest_CannotUnlinkSelfFromOrganisation: {
    code: 'BadRequest_CannotUnlinkSelfFromOrganisation',
    message: 'You cannot unlink yourself from this organisation.',
  },
  BadRequest_CannotDemoteSelf: {
    code: 'BadRequest_CannotDemoteSelf',
    message: 'You cannot remove yourself as an administrator of this organisation.',
  },
  NotFound_InvitationExpiredOrMissing: {
    code: 'NotFound_InvitationExpiredOrMissing',
    message: 'Invitation not found or has expired. Please contact your administrator to re-issue a new invitation.',
  },
  BadRequest_InvitationHasInvalidParameters: {
    code: 'BadRequest_InvitationHasInvalidParameters',
    message: 'Invitation is not valid.',
  },
  BadRequest_UserHasAlreadyJoined: {
    code: 'BadRequest_UserHasAlreadyJoined',
    message: 'User is already part of this organisation.',
  },
  BadRequest_InvitationEmailSendFailure: {
    code: 'BadRequest_InvitationEmailSendFailure',
    message: 'Failed to send invite! The server is not able to send email invitations at this time.',
  },
  BadRequest_DeploymentServerExists: {
    code: 'BadRequest_DeploymentServerExists',
    message: 'There is already a deployment server: the service has one.',
  },
  NotFound_PasswordResetExpiredOrMissing: {
    code: 'NotFound_PasswordResetExpiredOrMissing',
    message: 'Password reset request not found or has expired. Please send a new request to try again.',
  },
  BadRequest_EmailAlreadyInUse: {
    code: 'BadRequest_EmailAlreadyInUse',
    message: 'Another user already has this email address. Nothing was saved.',
  },
  NotFound_EmailChangeExpiredOrMissing: {
    code: 'NotFound_EmailChangeExpiredOrMissing',
    message:
      'This email change link was not found or has expired. Save your profile with the new address again to get a new link.',
  },
  // The password reset request screen's own texts of its short codes.
  ResetRequest_EmailSendFailure: {
    code: 'BadRequest_EmailSendFailure',
    message: 'Failed to send invite! The server is not able to send password resets at this time',
  },
  // The password reset confirm screen's own texts of its short codes.
  ResetConfirm_ExpiredOrMissing: {
    code: 'NotFound_ExpiredOrMissing',
    message: 'Password reset request not found or has expired. Please send a new request to try again.',
  },
  ResetConfirm_Expired: {
    code: 'BadRequest_Expired',
    message: 'Password reset request has expired. Please send a new request to try again.',
  },
  ResetConfirm_PasswordTooCommon: {
    code: 'BadRequest_PasswordTooCommon',
    message: 'Specified password is too common and not secure enough.',
  },
} as const satisfies Record<string, CodedError>;

/** What the screen was told: the mode, and the text SPEC 7/8 give for it (coded message, status text or "Network error"). */
export interface Failure {
  mode: FailureMode;
  detail: string;
}

/** Forces the answer of one operation (method + path template) until told otherwise; counts the answered calls. */
export interface ForcedOperation {
  /** The next calls fail this way; `null` lets them through to the mock (with `passPrefer`, if given). */
  set(mode: FailureMode | null): void;
  /** What the screen is told in a mode. */
  failure(mode: FailureMode): Failure;
  /** Resolves when the next call of the operation has been answered (or failed on the network). */
  nextAnswer(): Promise<Request>;
}

export interface ForceOptions {
  method: string;
  path: string;
  code400: CodedError;
  code404: CodedError;
  /** The Prefer header of an ordinary answer (e.g. `example=success`), when the mock's first example will not do. */
  passPrefer?: string;
  /**
   * The body of the forced 409, when the mock's example will not do (it names a user: a grid asks about a refused
   * row only when the refusal names that row).
   */
  conflict?: (request: Request) => unknown;
}

export async function forceOperation(page: Page, options: ForceOptions): Promise<ForcedOperation> {
  const method = options.method.toUpperCase();
  const pattern = pathPattern(options.path);
  const matches = (request: Request) => request.method() === method && pattern.test(new URL(request.url()).pathname);
  let mode: FailureMode | null = null;

  await page.route(
    (url) => pattern.test(url.pathname),
    async (route: Route) => {
      const request = route.request();
      if (request.method() !== method) return route.fallback();
      const headers = request.headers();
      switch (mode) {
        case null:
          return options.passPrefer
            ? route.continue({ headers: { ...headers, prefer: options.passPrefer } })
            : route.fallback();
        case '400':
          return route.continue({ headers: { ...headers, prefer: `code=400, example=${options.code400.code}` } });
        case '404':
          return route.continue({ headers: { ...headers, prefer: `code=404, example=${options.code404.code}` } });
        case '500':
          return route.continue({ headers: { ...headers, prefer: 'code=500' } });
        case CONFLICT_MODE: {
          if (!options.conflict) return route.continue({ headers: { ...headers, prefer: 'code=409' } });
          // The request still goes to the mock (and is validated there); the refusal names what the test says.
          const response = await route.fetch({ headers: { ...headers, prefer: 'code=409' } });
          return route.fulfill({ response, json: options.conflict(request) });
        }
        case 'network':
          return route.abort('failed');
      }
    },
  );

  return {
    set(next) {
      mode = next;
    },
    failure(failed) {
      switch (failed) {
        case '400':
          return { mode: failed, detail: options.code400.message };
        case '404':
          return { mode: failed, detail: options.code404.message };
        case '500':
          return { mode: failed, detail: 'Internal Server Error' };
        case CONFLICT_MODE:
          return { mode: failed, detail: CONFLICT_MESSAGE };
        case 'network':
          return { mode: failed, detail: 'Network error' };
      }
    },
    nextAnswer() {
      return new Promise<Request>((resolve) => {
        const done = (request: Request) => {
          if (!matches(request)) return;
          page.off('requestfinished', done);
          page.off('requestfailed', done);
          resolve(request);
        };
        page.on('requestfinished', done);
        page.on('requestfailed', done);
      });
    },
  };
}

/** How screens word a failure (SPEC 8), given what the server said. */
export const wording = {
  /** The failure's own text: the coded message, the status text or "Network error". */
  asReceived: (failure: Failure) => failure.detail,
  /** The screen's SPEC 8 message, then the server's reason in brackets when it gave one (400/404). */
  screenMessage: (message: string) => (failure: Failure) =>
    failure.mode === '400' || failure.mode === '404' ? `${message} (${failure.detail})` : message,
  /** The screen's SPEC 8 message followed by what the call said (POS Core and integration instances). */
  recordMessage: (message: string) => (failure: Failure) => `${message} ${failure.detail}`,
  /** A coded error's own message (400/404), else the screen's SPEC 8 message (link and invitation screens). */
  serverWordElse: (message: string) => (failure: Failure) =>
    failure.mode === '400' || failure.mode === '404' ? failure.detail : message,
  /** Always the screen's SPEC 8 message (initialise, acceptances, authorisations). */
  always: (message: string) => () => message,
};
