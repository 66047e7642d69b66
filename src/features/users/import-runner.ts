/**
 * Import Users' reading and checking, off the main thread: a Web Worker (import-check.worker.ts, from the app's own
 * origin, so a strict `script-src 'self'` allows it) answers each request with import-work.ts. One request at a time:
 * a new one (another file, the rows fixed) or leaving the page ends the one still running (the worker is stopped and
 * started afresh when next asked), and its answer is never used (sequence numbers). Where there is no worker (jsdom,
 * or one that cannot start), the same functions run on the main thread in slices with a pause for the browser between.
 */
import { useEffect, useMemo, useState } from 'react';
import { useI18n, useLanguage } from '#/components/i18n/i18n-context';
import { yieldToBrowser } from '#/lib/yield-to-browser';
import type { ImportRead } from './import-parse';
import type { ImportCheckInput, ImportMessages, ImportWorkAnswer, ImportWorkRequest } from './import-work';

/** A request as asked for, before its sequence number is given. */
type Unnumbered<R> = R extends unknown ? Omit<R, 'seq'> : never;

/** Reads and checks for one screen: `null` answers a request a later one replaced (or `dispose` ended). */
export interface ImportRunner {
  /** A file's or pasted cells' table, or the limit they passed; rejects when the file could not be read. */
  read: (source: { file: Blob } | { text: string }) => Promise<ImportRead | null>;
  /** The problems of each row with any: [row, problems]. */
  check: (input: ImportCheckInput) => Promise<[number, string[]][] | null>;
  /** Ends the request running (the screen is left); a later request starts afresh. */
  dispose: () => void;
}

interface Pending {
  request: ImportWorkRequest;
  resolve: (answer: ImportWorkAnswer | null) => void;
  reject: (failure: unknown) => void;
}

/** A runner with a worker, or (`worker: false`, or no `Worker` here) on the main thread in slices. */
export function createImportRunner({ worker: withWorker = typeof Worker !== 'undefined' } = {}): ImportRunner {
  let seq = 0;
  let worker: Worker | null = null;
  let pending: Pending | null = null;
  let onMainThread = !withWorker;

  const mainThread = async (request: ImportWorkRequest): Promise<ImportWorkAnswer | null> => {
    const { importWork, ImportWorkSuperseded } = await import('./import-work');
    const pause = async () => {
      await yieldToBrowser();
      if (request.seq !== seq) throw new ImportWorkSuperseded();
    };
    try {
      return await importWork(request, { pause });
    } catch (failure) {
      if (failure instanceof ImportWorkSuperseded) return null;
      throw failure;
    }
  };

  const settle = (answer: ImportWorkAnswer | null) => {
    const done = pending;
    pending = null;
    done?.resolve(answer);
  };

  const startWorker = () => {
    const started = new Worker(new URL('./import-check.worker.ts', import.meta.url), { type: 'module' });
    started.addEventListener('message', (event: MessageEvent<ImportWorkAnswer>) => {
      if (event.data.seq === pending?.request.seq) settle(event.data);
    });
    // A worker that cannot start or fails: this request and the later ones run on the main thread.
    started.addEventListener('error', () => {
      onMainThread = true;
      started.terminate();
      worker = null;
      const failed = pending;
      pending = null;
      if (failed) mainThread(failed.request).then(failed.resolve, failed.reject);
    });
    return started;
  };

  const stop = () => {
    seq += 1;
    if (!pending) return;
    // The worker is busy with the request replaced: stopped, rather than left to finish work no one will use.
    settle(null);
    worker?.terminate();
    worker = null;
  };

  const run = (asked: Unnumbered<ImportWorkRequest>): Promise<ImportWorkAnswer | null> => {
    stop();
    const request: ImportWorkRequest = { ...asked, seq };
    if (onMainThread) return mainThread(request);
    const running = (worker ??= startWorker());
    return new Promise((resolve, reject) => {
      pending = { request, resolve, reject };
      running.postMessage(request);
    });
  };

  return {
    read: async (source) => {
      const answer = await run('file' in source ? { kind: 'readFile', ...source } : { kind: 'readPasted', ...source });
      if (answer?.kind === 'failed') throw new Error('The file could not be read');
      return answer?.kind === 'read' ? answer.read : null;
    },
    check: async (input) => {
      const answer = await run({ kind: 'check', ...input });
      return answer?.kind === 'checked' ? answer.problems : null;
    },
    dispose: () => {
      stop();
      worker?.terminate();
      worker = null;
    },
  };
}

/** The screen's runner, its running request ended when the screen is left. */
export function useImportRunner(): ImportRunner {
  const [runner] = useState(() => createImportRunner());
  useEffect(() => () => runner.dispose(), [runner]);
  return runner;
}

/** The messages the worker says the rows' problems in: the same catalogues `useT('users')` has waited for. */
export function useImportMessages(): ImportMessages {
  const { store, numberLocale } = useI18n();
  const { language } = useLanguage();
  return useMemo(
    () => ({
      language,
      numberLocale,
      catalogues: { users: store.catalogue(language, 'users'), forms: store.catalogue(language, 'forms') },
    }),
    [store, language, numberLocale],
  );
}
