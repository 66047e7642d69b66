import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#/test/render';
import { LinkValidationCard, type LinkCheck } from './link-validation-card';

const checking: LinkCheck = { isError: false, error: null, isFetching: true, refetch: () => undefined };
const props = { title: 'Reset Password', invalidMessage: 'The link is not valid.', failedMessage: 'Could not check.' };

describe('LinkValidationCard', () => {
  it('says "Validating..." while a usable link is checked', () => {
    renderWithProviders(<LinkValidationCard {...props} usable check={checking} />);
    expect(screen.getByRole('status')).toHaveTextContent('Validating...');
  });

  it('an unusable link shows its message and is not tried again', () => {
    renderWithProviders(<LinkValidationCard {...props} usable={false} check={{ ...checking, isFetching: false }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The link is not valid.');
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it("a failed check shows the catalogue's message (or the fallback) and Try again checks once more", async () => {
    const user = userEvent.setup();
    const refetch = vi.fn();
    const failed: LinkCheck = {
      isError: true,
      error: { code: 'BadRequest_InvalidParameters' },
      isFetching: false,
      refetch,
    };
    const { rerender } = renderWithProviders(
      <LinkValidationCard
        {...props}
        usable
        check={failed}
        catalogue={{ BadRequest_InvalidParameters: 'errors.code.BadRequest_InvitationHasInvalidParameters' }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Invitation is not valid.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);

    rerender(<LinkValidationCard {...props} usable check={{ ...failed, error: {} }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not check.');
  });

  it("says the screen's own words while checking, and shows its result once the check succeeded", () => {
    const { rerender } = renderWithProviders(
      <LinkValidationCard {...props} usable check={checking} checkingText="Confirming your new email address..." />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your new email address...');
    rerender(
      <LinkValidationCard
        {...props}
        usable
        check={{ ...checking, isFetching: false }}
        result={<p>Your email address is now uma@example.com.</p>}
      />,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Your email address is now uma@example.com.')).toBeInTheDocument();
  });
});
