#!/usr/bin/env node
// `npm run generate`: regenerates the committed types, limits, write-only answers and session cookie name from the contract.
import { generate } from './lib/generate.mjs';

const files = generate();
console.log(`Generated ${Object.values(files).join(', ')}`);
