/**
 * The choices of a select, each value once: the first option with a value wins. Option lists come from the
 * server (locales, currencies, permission groups...), and Mantine's Select refuses a list with a value twice
 * ("Duplicate options are not supported"), which would take the whole screen down over one bad list entry.
 */
export function uniqueByValue<T extends { value: string }>(options: readonly T[]): T[] {
  const seen = new Set<string>();
  return options.filter((option) => {
    if (seen.has(option.value)) return false;
    seen.add(option.value);
    return true;
  });
}
