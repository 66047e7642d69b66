/**
 * Import Users' worker (import-runner.ts starts it): reads a file or pasted cells and checks the rows off the main
 * thread, answering each request as import-work.ts does.
 */
import { importWork, type ImportWorkRequest } from './import-work';

self.addEventListener('message', (event: MessageEvent<ImportWorkRequest>) => {
  void importWork(event.data).then((answer) => self.postMessage(answer));
});
