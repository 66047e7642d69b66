// How the negative sweep (negative.mjs) judges a server's answer to a broken request, and sends a case to a server
// over HTTP (scripts/contract-negative.mjs). Pure but for the `send` it is given.
import fc from 'fast-check';

/** An input in one line: method, address, body (cut at 300 characters) and what it breaks. */
export function describeInput({ method, url, text, contentType, breaks }) {
  const body = text === undefined ? 'no body' : `${contentType} ${text.length > 300 ? `${text.slice(0, 300)}…` : text}`;
  return `${method} ${url} (${body}): ${breaks}`;
}

/**
 * What is wrong with a server's answer to a broken input, or undefined: a refusal is a 4xx, and the state (or the
 * read-back) is the same after it as before. `answer` is `{status, text}`. With `unstored`, a grown body (one with
 * `traces`) may also be answered 2xx when the read-back after holds none of its traces: taken, nothing of it stored.
 */
export function judge(input, answer, before, after, { unstored = false } = {}) {
  const shown = answer.text.length > 500 ? `${answer.text.slice(0, 500)}…` : answer.text;
  const problems = [];
  if (unstored && input.traces && answer.status >= 200 && answer.status <= 299) {
    const stored = input.traces.filter((trace) => after?.includes(trace));
    if (stored.length === 0) return undefined;
    return `${describeInput(input)}: answered ${answer.status}, and the read-back after holds ${stored.join(', ')}: it was stored`;
  }
  if (answer.status < 400 || answer.status > 499) {
    problems.push(`answered ${answer.status}${answer.status >= 500 ? ' (a fault)' : ''}, not a 4xx: ${shown}`);
  }
  if (before !== after)
    problems.push(`the state changed${problems.length ? '' : ` (answered ${answer.status} ${shown})`}`);
  return problems.length ? `${describeInput(input)}: ${problems.join('; ')}` : undefined;
}

/**
 * One case sent to a server (scripts/contract-negative.mjs): each input through `send(input)` (resolving to `{status,
 * text}`), a write's read-back sent before and after it, each answer judged. It stops at the first failure, unshrunk:
 * shrinking sends more requests, and the seed gives the same input again. Resolves to the answers' statuses counted
 * and the failure, if any; a throw of `send` (the server unreachable) rejects.
 */
export async function runCase({ target, arbitrary, seed, numRuns }, send) {
  const statuses = new Map();
  let failure;
  const readBack = async () => {
    if (!target.readBack) return undefined;
    const answer = await send({ method: target.readBack.method, url: target.readBack.url });
    return `${answer.status} ${answer.text}`;
  };
  const property = fc.asyncProperty(arbitrary, async (input) => {
    const before = await readBack();
    const answer = await send(input);
    const after = await readBack();
    statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    failure = judge(input, answer, before, after, { unstored: true });
    return failure === undefined;
  });
  const details = await fc.check(property, { seed, numRuns, endOnFailure: true });
  if (details.failed && failure === undefined) throw details.errorInstance;
  return { statuses, failure };
}
