import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdBlock } from '#/test/held-block';

let held: ReturnType<typeof holdBlock> | undefined;

/** The wrapper, loaded afresh with the providers, its tab held back until the test lets it arrive. */
async function wrapperWithHeldTab() {
  held = holdBlock(new URL('./advanced-tab.tsx', import.meta.url));
  const { renderWithProviders } = await import('#/test/render');
  const { AdvancedTab } = await import('./lazy-advanced-tab');
  return { AdvancedTab, renderWithProviders, arrive: held.arrive, failToArrive: held.failToArrive };
}

afterEach(() => held?.restore());

// Each test imports the providers' whole module graph afresh, which on a busy 2-core machine outlasts the default.
describe('AdvancedTab (loaded on demand)', { timeout: 60_000 }, () => {
  it('holds its place with a named loader, then shows the permissions with their levels', async () => {
    const { AdvancedTab, renderWithProviders, arrive } = await wrapperWithHeldTab();
    renderWithProviders(<AdvancedTab permissions={[]} onChange={vi.fn()} />);
    expect(screen.getByLabelText('Loading the advanced permissions')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();

    await arrive();
    expect(screen.queryByLabelText('Loading the advanced permissions')).not.toBeInTheDocument();
    expect((await screen.findAllByRole('radiogroup')).length).toBeGreaterThan(0);
  });

  it('says in the tab when it cannot be downloaded, and leaves the page as it is', async () => {
    const { AdvancedTab, renderWithProviders, failToArrive } = await wrapperWithHeldTab();
    renderWithProviders(<AdvancedTab permissions={[]} onChange={vi.fn()} />);
    await failToArrive();
    expect(screen.getByRole('alert')).toHaveTextContent('This part of the console could not be downloaded');
  });
});
