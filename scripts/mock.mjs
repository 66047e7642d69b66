#!/usr/bin/env node
// Starts the Prism mock on the contract, with request validation errors on (SPEC 7 contract, port 4010).
// Usage: npm run mock [-- --dynamic]   (MOCK_PORT overrides the port; --dynamic answers with random data)
import { startMock } from './lib/processes.mjs';

const port = Number(process.env.MOCK_PORT ?? 4010);
const dynamic = process.argv.includes('--dynamic');
const mock = await startMock({ port, dynamic, inheritOutput: true });
console.log(`Prism mock on http://127.0.0.1:${port} (pid ${mock.pid})${dynamic ? ', dynamic responses' : ''}`);
const stop = () => {
  mock.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
