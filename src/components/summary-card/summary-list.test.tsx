import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { SummaryList, SummaryRow } from './summary-list';

/** jsdom lays nothing out: a name is "cut" when its text is made wider than its box. */
function cutWidth(element: HTMLElement, scrollWidth: number, clientWidth: number) {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: scrollWidth });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: clientWidth });
}

describe('SummaryRow', () => {
  it('shows the name, then what follows it, in one list item', () => {
    renderWithProviders(
      <SummaryList label="Teams">
        <SummaryRow name="Bar Staff" fullName="Bar Staff">
          <span>3 members</span>
        </SummaryRow>
      </SummaryList>,
    );
    const item = within(screen.getByRole('list', { name: 'Teams' })).getByRole('listitem');
    expect(item).toHaveTextContent('Bar Staff3 members');
  });

  it('shows the whole name in a tooltip on hover, only when the name is cut', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <SummaryList>
        <SummaryRow name="A very long team name indeed" fullName="A very long team name indeed">
          <span>2 members</span>
        </SummaryRow>
        <SummaryRow name="Short" fullName="Short" />
      </SummaryList>,
    );
    const long = screen.getByText('A very long team name indeed');
    cutWidth(long, 400, 120);
    await user.hover(long);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('A very long team name indeed');
    await user.unhover(long);

    const short = screen.getByText('Short');
    cutWidth(short, 40, 120);
    await user.hover(short);
    expect(screen.queryByRole('tooltip', { name: 'Short' })).not.toBeInTheDocument();
  });

  it('shows the tooltip when a link in a cut name gets the focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <SummaryList>
        <SummaryRow
          name={<a href="#oliver">Oliver Owens of Harbour Street</a>}
          fullName="Oliver Owens of Harbour Street"
        />
      </SummaryList>,
    );
    cutWidth(screen.getByRole('link').parentElement as HTMLElement, 400, 120);
    await user.tab();
    expect(screen.getByRole('link')).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Oliver Owens of Harbour Street');
  });
});
