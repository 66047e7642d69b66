// Reading docs/quality.json and writing or checking the documents rendered from it (docs/quality.md, README.md).
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { budgets } from './bundle-sizes.mjs';
import { root } from './processes.mjs';
import { blockNames, fillBlocks, renderBlocks } from './quality.mjs';

export const qualityJson = path.join(root, 'docs/quality.json');
const documents = ['docs/quality.md', 'README.md'];

export const readQuality = () => JSON.parse(readFileSync(qualityJson, 'utf8'));

/** Saves the figures and renders them into the documents. */
export function writeQuality(quality) {
  writeFileSync(qualityJson, `${JSON.stringify(quality, null, 2)}\n`);
  const blocks = renderBlocks(quality, budgets);
  for (const doc of documents) {
    const file = path.join(root, doc);
    writeFileSync(file, fillBlocks(readFileSync(file, 'utf8'), blocks));
  }
}

/** The documents whose generated blocks are missing or differ from docs/quality.json's rendering. */
export function staleDocuments(quality = readQuality()) {
  const blocks = renderBlocks(quality, budgets);
  return documents.filter((doc) => {
    const text = readFileSync(path.join(root, doc), 'utf8');
    return blockNames(text).length === 0 || fillBlocks(text, blocks) !== text;
  });
}
