// Where the test run writes its machine-readable reports (read by scripts/test.mjs for the closing line).
import path from 'node:path';
import { root } from './processes.mjs';

const cache = path.join(root, 'node_modules', '.cache');

export const reportFiles = {
  unit: path.join(cache, 'unit-report.json'),
  e2e: path.join(cache, 'e2e-report.json'),
};

/** The phase times of the last whole `npm test` that passed (taken into docs/quality.json by `npm run quality -- --suite`). */
export const suiteTimesFile = path.join(cache, 'suite-times.json');
