import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#/test/render';
import { SUMMARY_LIST_STEP, SummaryList, SummaryRow } from './summary-list';

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
    // No row has a tooltip until its cut name is hovered: a long list would pay for hundreds of closed ones.
    expect(document.querySelector('[data-summary-tooltip]')).toBeNull();
    await user.hover(long);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('A very long team name indeed');
    await user.unhover(long);
    expect(document.querySelector('[data-summary-tooltip]')).toBeNull();

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
    // The link stays where it was, with the focus, as the tooltip comes.
    expect(screen.getByRole('link')).toHaveFocus();
  });
});

describe('SummaryList', () => {
  // jsdom has no IntersectionObserver: this one lets the test say when the list's end scrolls into view.
  const observed: { target: Element; callback: IntersectionObserverCallback }[] = [];
  class FakeIntersectionObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      observed.push({ target, callback: this.callback });
    }
    disconnect() {
      observed.splice(0, observed.length);
    }
  }
  afterEach(() => {
    vi.unstubAllGlobals();
    observed.splice(0, observed.length);
  });
  const scrollToEnd = () =>
    act(() => {
      const [{ target, callback }] = observed.splice(0, 1) as [(typeof observed)[number]];
      callback([{ target, isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
  const names = (count: number) => Array.from({ length: count }, (_, index) => `Child ${index + 1}`);

  it('shows a long list a step at a time, the next step when its end scrolls into view, and then all of it; screen readers hear how many are shown', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    const total = SUMMARY_LIST_STEP * 2 + 5;
    renderWithProviders(
      <SummaryList label="Child organisations">
        {names(total).map((name) => (
          <SummaryRow key={name} name={name} fullName={name} />
        ))}
      </SummaryList>,
    );
    const list = screen.getByRole('list', { name: 'Child organisations' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(SUMMARY_LIST_STEP);
    expect(within(list).queryByText(`Child ${SUMMARY_LIST_STEP + 1}`)).not.toBeInTheDocument();
    expect(list.previousElementSibling).toHaveTextContent('100 of 205 shown; more follow as the list scrolls');

    scrollToEnd();
    expect(within(list).getAllByRole('listitem')).toHaveLength(SUMMARY_LIST_STEP * 2);
    expect(list.previousElementSibling).toHaveTextContent('200 of 205 shown; more follow as the list scrolls');
    scrollToEnd();
    expect(within(list).getAllByRole('listitem')).toHaveLength(total);
    expect(within(list).getByText(`Child ${total}`)).toBeInTheDocument();
    expect(screen.queryByText(/shown; more follow/)).not.toBeInTheDocument();
    // All shown: nothing is watched any more.
    expect(observed).toHaveLength(0);
  });

  it('keeps the rows it shows when it shows more (no row mounts again), up to the last step', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    renderWithProviders(
      <SummaryList>
        {names(SUMMARY_LIST_STEP + 5).map((name) => (
          <SummaryRow key={name} name={name} fullName={name} />
        ))}
      </SummaryList>,
    );
    const first = screen.getByText('Child 1');
    scrollToEnd();
    expect(screen.getAllByRole('listitem')).toHaveLength(SUMMARY_LIST_STEP + 5);
    expect(screen.getByText('Child 1')).toBe(first);
  });

  it('shows the next step when the keyboard reaches the last rows shown', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    renderWithProviders(
      <SummaryList>
        {names(SUMMARY_LIST_STEP + 5).map((name) => (
          <SummaryRow key={name} name={<a href={`#${name}`}>{name}</a>} fullName={name} />
        ))}
      </SummaryList>,
    );
    act(() => screen.getByRole('link', { name: `Child ${SUMMARY_LIST_STEP - 10}` }).focus());
    expect(screen.getAllByRole('listitem')).toHaveLength(SUMMARY_LIST_STEP);
    act(() => screen.getByRole('link', { name: `Child ${SUMMARY_LIST_STEP - 1}` }).focus());
    expect(screen.getAllByRole('listitem')).toHaveLength(SUMMARY_LIST_STEP + 5);
  });

  it('shows a list of one step at once, watching nothing', () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    renderWithProviders(
      <SummaryList>
        {names(SUMMARY_LIST_STEP).map((name) => (
          <SummaryRow key={name} name={name} fullName={name} />
        ))}
      </SummaryList>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(SUMMARY_LIST_STEP);
    expect(observed).toHaveLength(0);
    expect(screen.queryByText(/shown; more follow/)).not.toBeInTheDocument();
  });
});
