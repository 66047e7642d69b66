import { jsonArrayWorkerHandler, type ToJsonArrayWorker } from './json-array-batches';

// Parses a list answer off the page's thread (json-array-stream.ts starts it, one per answer).
const handle = jsonArrayWorkerHandler((message) => self.postMessage(message));
self.addEventListener('message', (event: MessageEvent<ToJsonArrayWorker>) => handle(event.data));
self.postMessage({ type: 'ready' });
