import type { Middleware } from 'openapi-fetch';
import { describeErrorBody, errorCodeOf } from './error-messages';

/**
 * The transport rules of SPEC 7, as openapi-fetch middleware:
 * - every request carries a JSON content type and the `X-Requested-With: XMLHttpRequest` marker;
 * - status 200 is success;
 * - 400 or 404 reject with the response JSON (or text);
 * - any other status rejects with the status text;
 * - a network failure rejects with "Network error";
 * - every failure is signalled to listeners with status and error.
 * The answer rules (200, failures, network, abort) are `answerMiddleware`, shared with the POS Core instances' client
 * (`remote-client.ts`), which adds no marker and tells no listener.
 */
export class ApiFailure extends Error {
  readonly status: number;
  /** The coded error of SPEC 8 when the body carried one. */
  readonly code: string | undefined;
  /** The parsed JSON body (or text) of a 400/404 answer. */
  readonly body: unknown;

  constructor(status: number, message: string, options: { code?: string | undefined; body?: unknown } = {}) {
    super(message);
    this.name = 'ApiFailure';
    this.status = status;
    this.code = options.code;
    this.body = options.body;
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

/** Turns a non-200 response into the failure SPEC 7 describes. */
export async function failureFromResponse(response: Response): Promise<ApiFailure> {
  if (response.status === 400 || response.status === 404) {
    const text = await response.text();
    let body: unknown = text;
    if (text) {
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        body = text;
      }
    }
    return new ApiFailure(response.status, describeErrorBody(body), { code: errorCodeOf(body), body });
  }
  return new ApiFailure(response.status, response.statusText || `HTTP ${response.status}`);
}

function isAbort(error: unknown): error is Error {
  return (error instanceof DOMException || error instanceof Error) && error.name === 'AbortError';
}

/**
 * SPEC 7's answers: 200 is success; any other status rejects with `failureFromResponse`, no answer with "Network
 * error" (status 0); an abort passes through. `report` is what else a failure does (the console's client signals
 * its listeners); without it a failure only rejects the call.
 */
export function answerMiddleware(report: (failure: ApiFailure, url: string) => ApiFailure = (failure) => failure): Middleware {
  return {
    async onResponse({ request, response }) {
      if (response.status === 200) return response;
      throw report(await failureFromResponse(response), request.url);
    },
    onError({ request, error }) {
      if (error instanceof ApiFailure || isAbort(error)) return error;
      return report(new ApiFailure(0, NETWORK_ERROR), request.url);
    },
  };
}

/** The console's client: the marker and JSON content type on every request; every failure told to the listeners. */
export const transportMiddleware: Middleware = {
  onRequest({ request }) {
    request.headers.set('Content-Type', 'application/json');
    request.headers.set('X-Requested-With', 'XMLHttpRequest');
    return request;
  },
  ...answerMiddleware(signal),
};
