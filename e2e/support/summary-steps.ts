import { expect, type Locator } from '@playwright/test';

/**
 * Every row of a summary card's list shows its end (counts, badges, a type) inside the card, whatever the length of
 * its name: the name is what gives way (src/components/summary-card/summary-list.tsx).
 */
export async function expectRowEndsInView(card: Locator): Promise<void> {
  await expect(card.getByRole('listitem').first()).toBeVisible();
  // Each row's last part (its counts or badges; the name where it has none): a row is the list item, or the item's
  // first line when an address follows under it.
  const overhang = await card.evaluate((element) => {
    const right = element.getBoundingClientRect().right;
    return [...element.querySelectorAll('li')].map((item) => {
      const row = item.children.length > 1 && item.firstElementChild?.tagName === 'DIV' ? item.firstElementChild : item;
      const end = row.lastElementChild;
      if (!end) return 'no content';
      const box = end.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return `"${end.textContent ?? ''}" is not shown`;
      return box.right <= right + 0.5
        ? null
        : `"${end.textContent ?? ''}" ends ${Math.round(box.right - right)} px outside the card`;
    });
  });
  expect(
    overhang.filter((problem) => problem !== null),
    'every row ends inside the card',
  ).toEqual([]);
}

/** A name cut with an ellipsis (its text is wider than its box), whose whole text shows in a tooltip on hover. */
export async function expectCutWithTooltip(name: Locator, full: string): Promise<void> {
  const cut = await name.evaluate(
    (element) => element.scrollWidth > element.clientWidth && getComputedStyle(element).textOverflow === 'ellipsis',
  );
  expect(cut, `"${full}" is cut with an ellipsis`).toBe(true);
  await name.hover();
  await expect(name.page().getByRole('tooltip', { name: full })).toBeVisible();
}
