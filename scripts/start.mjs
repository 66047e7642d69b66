#!/usr/bin/env node
// `npm start`: the console at http://localhost:5173 on the Prism mock, zero configuration.
// With API_TARGET set (API_TARGET=https://host npm start) the same console talks to that backend instead.
import { startMock, startVite } from './lib/processes.mjs';

const port = Number(process.env.PORT ?? 5173);
const mockPort = Number(process.env.MOCK_PORT ?? 4010);
const target = process.env.API_TARGET;

const servers = [];
if (!target) servers.push(await startMock({ port: mockPort, inheritOutput: false }));
servers.push(await startVite({ port, mockPort }));

console.log('');
console.log(`  Admin console: http://localhost:${port}/`);
console.log(target ? `  Backend:       ${target}` : `  Backend:       Prism mock on http://127.0.0.1:${mockPort} (pid ${servers[0].pid})`);
if (!target) console.log(`  Personas:      http://localhost:${port}/authentication/login`);
console.log('');

const stop = () => {
  for (const s of servers) s.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
