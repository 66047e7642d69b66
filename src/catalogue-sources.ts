// Every message catalogue, found by its path and loaded on demand, each its own chunk: the shell's and the shared
// blocks' in src/lib/messages/<language>/, each feature's in src/features/<area>/messages/<language>.ts.
import { registerCatalogues } from './lib/messages/catalogues';
import type { Catalogue } from './lib/messages/message-types';

registerCatalogues({
  ...import.meta.glob<Catalogue>(['./lib/messages/*/*.ts', '!**/*.test.ts'], { import: 'default' }),
  ...import.meta.glob<Catalogue>(['./features/*/messages/*.ts', '!**/*.test.ts'], { import: 'default' }),
});
