import { ApiFailure } from '#/api/transport';

/** Test helpers of the API clients' tests: a JSON answer, and the ApiFailure a call rejected with. */

export function json(body: unknown, status = 200, statusText = 'OK'): Response {
  return new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } });
}

export async function failureOf(promise: Promise<unknown>): Promise<ApiFailure> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiFailure)) throw new Error(`expected an ApiFailure, got ${String(error)}`);
  return error;
}
