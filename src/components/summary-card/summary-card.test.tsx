import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#/test/render';
import { SummaryCard } from './summary-card';

describe('SummaryCard', () => {
  it('is a section named by its title, with the count badge and the links in the header by default', () => {
    renderWithProviders(
      <SummaryCard title="Teams" icon={null} count="3" links={<a href="#teams">Teams link</a>}>
        <p>content</p>
      </SummaryCard>,
    );
    const card = screen.getByRole('region', { name: 'Teams' });
    expect(within(card).getByLabelText('Teams count')).toHaveTextContent('3');
    const [heading, link, content] = [
      within(card).getByRole('heading', { name: 'Teams' }),
      within(card).getByRole('link', { name: 'Teams link' }),
      within(card).getByText('content'),
    ];
    expect(heading.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(link.compareDocumentPosition(content) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('puts the links under the content with linksAt="footer"', () => {
    renderWithProviders(
      <SummaryCard title="Access" icon={null} links={<a href="#access">Access link</a>} linksAt="footer">
        <p>content</p>
      </SummaryCard>,
    );
    const card = screen.getByRole('region', { name: 'Access' });
    const content = within(card).getByText('content');
    const link = within(card).getByRole('link', { name: 'Access link' });
    expect(content.compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(card).queryByLabelText('Access count')).not.toBeInTheDocument();
  });
});
