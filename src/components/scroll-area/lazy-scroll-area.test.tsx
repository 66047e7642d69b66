import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { holdBlock } from '#/test/held-block';
import { renderWithProviders } from '#/test/render';

let held: ReturnType<typeof holdBlock> | undefined;

/** The wrapper, loaded afresh, with its block held back until the test lets it arrive. */
async function wrapperWithHeldBlock() {
  held = holdBlock(new URL('./scroll-area-block.ts', import.meta.url));
  const { ScrollAreaAutosize } = await import('./lazy-scroll-area');
  return { ScrollAreaAutosize, arrive: held.arrive, failToArrive: held.failToArrive };
}

afterEach(() => held?.restore());

describe('ScrollAreaAutosize (loaded on demand)', () => {
  it('scrolls its content in a plain box of the same height until the scroll area is in', async () => {
    const { ScrollAreaAutosize, arrive } = await wrapperWithHeldBlock();
    renderWithProviders(
      <ScrollAreaAutosize mah={200} scrollbars="y" data-testid="list">
        <ul aria-label="Clients">
          <li>First</li>
        </ul>
      </ScrollAreaAutosize>,
    );
    // Mantine writes the height as calc(12.5rem * var(--mantine-scale)), which jsdom does not compute: compared as written.
    const box = screen.getByTestId('list');
    const maxHeight = box.style.maxHeight;
    expect(maxHeight).toContain('12.5rem');
    expect(box.style.overflowY).toBe('auto');
    expect(box.style.overflowX).toBe('hidden');
    expect(box).toContainElement(screen.getByRole('list', { name: 'Clients' }));
    expect(box.querySelector('.mantine-ScrollArea-viewport')).toBeNull();

    await arrive();
    const area = screen.getByTestId('list');
    expect(area.style.maxHeight).toBe(maxHeight);
    expect(area.querySelector('.mantine-ScrollArea-viewport')).toContainElement(
      screen.getByRole('list', { name: 'Clients' }),
    );
  });

  it('keeps the plain box when the scroll area cannot be downloaded', async () => {
    const { ScrollAreaAutosize, failToArrive } = await wrapperWithHeldBlock();
    renderWithProviders(
      <ScrollAreaAutosize mah={120} data-testid="list">
        <p>Versions</p>
      </ScrollAreaAutosize>,
    );
    await failToArrive();
    const box = screen.getByTestId('list');
    expect(box.style.maxHeight).toContain('7.5rem');
    expect([box.style.overflowX, box.style.overflowY]).toEqual(['auto', 'auto']);
    expect(screen.getByText('Versions')).toBeInTheDocument();
  });
});
