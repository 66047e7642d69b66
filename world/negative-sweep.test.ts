import { fc, it } from '@fast-check/vitest';
import { describe } from 'vitest';
import { judge, sweepCases } from '../scripts/lib/negative.mjs';
import { readCall } from './server';
import { testWorld } from './test-world';

/**
 * The negative sweep (scripts/lib/negative.mjs) in-process: every operation's valid example request with one thing
 * broken (a wrong type, a missing required field, an over-long string, a body that is not JSON, a path id in a wrong
 * format) or added (a property the contract does not declare, a 1 MiB string, a value 10,000 levels deep: the world's
 * contract is closed, so it refuses these too, where another server may take them and store nothing), sent as the
 * super user (who may make every call, so a refusal is for the input) through the server's own reading of a body
 * (`readCall`) and the world's routing. Each must be a 4xx, and the world's state the same after it.
 * A failure names the operation and kind (the test), the input and the answer; fast-check prints the seed to rerun it.
 * `npm run contract:negative` sends the same requests to any server over HTTP.
 */
const { world, call, api } = await testWorld();

interface Input {
  method: string;
  url: string;
  text?: string;
  contentType?: string;
  breaks: string;
  /** The marks of what a grown body adds. */
  traces?: string[];
}

/** What the server does with a request: its body read as world/server.ts reads it, then the world's answer. */
async function send(input: Input): Promise<{ status: number; text: string }> {
  const headers = {
    'x-requested-with': 'XMLHttpRequest',
    ...(input.contentType === undefined ? {} : { 'content-type': input.contentType }),
  };
  const read = readCall(input.method, headers, input.text ?? '');
  if ('refused' in read) return { status: read.refused.status, text: JSON.stringify(read.refused.body) };
  try {
    const answer = await call(input.method, input.url, { persona: 'superUser', body: read.body });
    return { status: answer.status, text: JSON.stringify(answer.body) ?? '' };
  } catch (error) {
    // The server answers a throw with 500 (world/server.ts): so does the sweep, naming what was thrown.
    return { status: 500, text: `threw ${error instanceof Error ? error.message : String(error)}` };
  }
}

describe('the negative sweep: every operation refuses what breaks its schema with a 4xx, and changes nothing', () => {
  let state = JSON.stringify(world.state);
  for (const { target, kind, arbitrary, seed, numRuns } of sweepCases(api.definition)) {
    it.prop([arbitrary as fc.Arbitrary<Input>], { seed, numRuns })(
      `${target.method} ${target.path} (${target.operationId}): ${kind}`,
      async (input) => {
        const answer = await send(input);
        const after = JSON.stringify(world.state);
        const wrong = judge(input, answer, state, after);
        // The next input is judged against this state, so one that changed it fails alone.
        state = after;
        if (wrong) throw new Error(`${target.operationId}: ${wrong}`);
      },
    );
  }
});
