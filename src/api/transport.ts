import type { Middleware } from 'openapi-fetch';
import { describeErrorBody, errorCodeOf, validationProblemOf, type ValidationProblem } from './error-body';

// The transport rules of SPEC 7 as openapi-fetch middleware: `transportMiddleware` for the console's client, and
// `answerMiddleware` and `withTimeout` shared with the POS Core instances' client (remote-client.ts).

/** A failed call: its status (0 for no answer), SPEC 8's code and the answer's body when there was one. */
export class ApiFailure extends Error {
  readonly status: number;
  /** The coded error of SPEC 8 when the body carried one. */
  readonly code: string | undefined;
  /** The parsed JSON body (or text) of a 400, 404 or 409 answer, or of a coded 401, 403 or 429. */
  readonly body: unknown;
  /** No answer came within the call's time limit (status 0, "Network error"). */
  readonly timedOut: boolean;
  /** The fields a 400's RFC 9457 validation problem names (the framework's model validation), when it was one. */
  readonly problem: ValidationProblem | undefined;
  /** A 429's `Retry-After`: the seconds to wait before the call may be made again, when the answer said. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    message: string,
    options: {
      code?: string | undefined;
      body?: unknown;
      timedOut?: boolean;
      problem?: ValidationProblem;
      retryAfterSeconds?: number | undefined;
    } = {},
  ) {
    super(message);
    this.name = 'ApiFailure';
    this.status = status;
    this.code = options.code;
    this.body = options.body;
    this.timedOut = options.timedOut ?? false;
    this.problem = options.problem;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export const NETWORK_ERROR = 'Network error';

export interface ApiFailureEvent {
  status: number;
  error: ApiFailure;
  url: string;
}
type Listener = (event: ApiFailureEvent) => void;
const listeners = new Set<Listener>();

/** Subscribes to every failed call; returns the unsubscribe function. */
export function onApiFailure(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function signal(error: ApiFailure, url: string): ApiFailure {
  for (const listener of listeners) listener({ status: error.status, error, url });
  return error;
}

/** The answer's body: its JSON, else its text ('' when empty). */
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The seconds a `Retry-After` header asks to wait (RFC 9110: delta-seconds or an HTTP-date, counted from `now`);
 * undefined when there is none or it is neither. A date already past is 0.
 */
export function retryAfterSecondsOf(header: string | null, now: number = Date.now()): number | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  // An HTTP-date starts with its day's name; Date.parse would read a bare '-5' as a year.
  const date = /^[A-Za-z]/.test(value) ? Date.parse(value) : NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** Turns a non-200 response into the failure SPEC 7 describes. */
export async function failureFromResponse(response: Response): Promise<ApiFailure> {
  const statusText = response.statusText || `HTTP ${response.status}`;
  // 409: the optional concurrency extension's coded answer (docs/decisions/065-record-versions.md).
  if (response.status === 400 || response.status === 404 || response.status === 409) {
    const body = await bodyOf(response);
    // A framework's validation 400 has no code: its title stays the message, and the console names its fields.
    const problem =
      response.status === 400 ? validationProblemOf(body, response.headers.get('Content-Type')) : undefined;
    if (problem) {
      const title = body && typeof body === 'object' && 'title' in body ? body.title : undefined;
      return new ApiFailure(400, typeof title === 'string' && title ? title : statusText, { body, problem });
    }
    return new ApiFailure(response.status, describeErrorBody(body), { code: errorCodeOf(body), body });
  }
  // The contract codes its 401 and 403 as JSON (SPEC 7 gives them only the status text); any other body (a proxy's
  // page, a third party's word of text) keeps the status text, so it is never shown as a code.
  if (response.status === 401 || response.status === 403) {
    const body = await bodyOf(response);
    const code = typeof body === 'object' ? errorCodeOf(body) : undefined;
    return code
      ? new ApiFailure(response.status, describeErrorBody(body), { code, body })
      : new ApiFailure(response.status, statusText);
  }
  // The contract's 429 (a mail limit) carries a coded body and Retry-After, which say what to show and how long to
  // wait; SPEC 7 knows no 429 (docs/deviations.md). A body without a code keeps the status text, as for 401.
  if (response.status === 429) {
    const body = await bodyOf(response);
    const code = typeof body === 'object' ? errorCodeOf(body) : undefined;
    const retryAfterSeconds = retryAfterSecondsOf(response.headers.get('Retry-After'));
    return code
      ? new ApiFailure(429, describeErrorBody(body), { code, body, retryAfterSeconds })
      : new ApiFailure(429, statusText, { retryAfterSeconds });
  }
  return new ApiFailure(response.status, statusText);
}

function isAbort(error: unknown): error is Error {
  return (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';
}

/**
 * How long a call may wait for its answer: 30 s, long enough for the largest list (20,000 users) on a slow link and
 * short enough that a call that will never be answered does not leave a spinner for ever. Initialising an
 * organisation "may take several minutes" (SPEC 2.5): 10 minutes. docs/contract-decisions.md records the values.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
export const LONG_REQUEST_TIMEOUT_MS = 10 * 60_000;
const LONG_CALLS: ReadonlySet<string> = new Set(['POST /api/organisation/{orgId}/initialise']);

/** The time limit of a call, by its method and the contract's path template. */
export function requestTimeoutMs(method: string, schemaPath: string): number {
  return LONG_CALLS.has(`${method.toUpperCase()} ${schemaPath}`) ? LONG_REQUEST_TIMEOUT_MS : REQUEST_TIMEOUT_MS;
}

/** The reason a call is abandoned when its time limit passes (what its fetch rejects with). */
export class RequestTimeout extends Error {
  constructor(readonly limitMs: number) {
    super(NETWORK_ERROR);
    this.name = 'TimeoutError';
  }
}

/**
 * Adds a time limit to every call `middleware` sees (`requestTimeoutMs` by default): the request goes out with a
 * signal that aborts when the limit passes without an answer (the caller's own signal, a cancelled query, still
 * aborts it too). The limit ends when the answer arrives; `answerMiddleware` turns the abandoned call into a
 * network failure. A plain timer (not `AbortSignal.timeout`), so that a test's fake clock moves it.
 */
export function withTimeout(middleware: Middleware, timeoutOf: typeof requestTimeoutMs = requestTimeoutMs): Middleware {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const settle = (id: string) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
  };
  return {
    async onRequest(options) {
      const result = await middleware.onRequest?.(options);
      if (result instanceof Response) return result;
      const request = result ?? options.request;
      const limit = timeoutOf(request.method, options.schemaPath);
      const controller = new AbortController();
      timers.set(
        options.id,
        setTimeout(() => {
          timers.delete(options.id);
          controller.abort(new RequestTimeout(limit));
        }, limit),
      );
      return new Request(request, { signal: AbortSignal.any([request.signal, controller.signal]) });
    },
    onResponse(options) {
      settle(options.id);
      return middleware.onResponse?.(options);
    },
    onError(options) {
      settle(options.id);
      return middleware.onError?.(options);
    },
  };
}

/**
 * SPEC 7's answers: 200 is success; any other status rejects with `failureFromResponse`, no answer with "Network
 * error" (status 0); an abort passes through. `report` is what else a failure does (the console's client signals
 * its listeners); without it a failure only rejects the call.
 */
export function answerMiddleware(
  report: (failure: ApiFailure, url: string) => ApiFailure = (failure) => failure,
): Middleware {
  return {
    async onResponse({ request, response }) {
      if (response.status === 200) return response;
      throw report(await failureFromResponse(response), request.url);
    },
    onError({ request, error }) {
      if (error instanceof ApiFailure || isAbort(error)) return error;
      return report(new ApiFailure(0, NETWORK_ERROR, { timedOut: error instanceof RequestTimeout }), request.url);
    },
  };
}

/**
 * The console's client: the marker and JSON content type on every request; every failure told to the listeners; a
 * time limit on every call.
 */
export const transportMiddleware: Middleware = withTimeout({
  onRequest({ request }) {
    request.headers.set('Content-Type', 'application/json');
    request.headers.set('X-Requested-With', 'XMLHttpRequest');
    return request;
  },
  ...answerMiddleware(signal),
});
