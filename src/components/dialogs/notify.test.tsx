import { Notifications, notifications } from '@mantine/notifications';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '#/test/render';
import { notifyError, notifySuccess } from './notify';

afterEach(() => {
  act(() => notifications.clean());
});

describe('notify helpers', () => {
  it('notifySuccess shows the message', async () => {
    renderWithProviders(<Notifications />);
    act(() => {
      notifySuccess('Saved', 'Team');
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(screen.getByText('Team')).toBeInTheDocument();
  });

  it('notifyError shows the message', async () => {
    renderWithProviders(<Notifications />);
    act(() => {
      notifyError('Could not save');
    });
    expect(await screen.findByText('Could not save')).toBeInTheDocument();
  });
});
