import { useT } from '#/components/i18n/i18n-context';
import type { CellWords } from '#/lib/grid-view';

const wordsByText = new Map<string, CellWords>();

/**
 * Yes and No as the grid's cells show them, one object per language: the quick filter keeps its texts per words
 * object, so a language switch searches the new ones, and the grid and its stand-in share what they made.
 */
export function useCellWords(): CellWords {
  const t = useT('grid');
  const [yes, no] = [t('grid.cell.yes'), t('grid.cell.no')];
  const key = `${yes}\n${no}`;
  let words = wordsByText.get(key);
  if (!words) {
    words = { yes, no };
    wordsByText.set(key, words);
  }
  return words;
}
