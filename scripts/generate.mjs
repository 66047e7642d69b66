#!/usr/bin/env node
// `npm run generate`: regenerates the committed types and limits from the contract.
import { generate } from './lib/generate.mjs';

const { typesFile, limitsFile, writeOnlyFile } = generate();
console.log(`Generated ${typesFile}, ${limitsFile} and ${writeOnlyFile}`);
