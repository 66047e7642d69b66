import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AuditSubjectType } from '#/api/schema.gen';
import { renderPageInRouter } from '#/test/page-in-router';
import { AuditSubjectLink } from './audit-subject-link';

const id = '20000000-0000-4000-8000-000000000003';

describe('AuditSubjectLink', () => {
  it('links a record that exists to its page, with the History open', async () => {
    await renderPageInRouter(() => (
      <AuditSubjectLink subject={{ type: AuditSubjectType.User, id, organisationID: null, deleted: false }} />
    ));
    expect(screen.getByRole('link', { name: 'History of the user' })).toHaveAttribute(
      'href',
      `/admin/users/edit/${id}#history`,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says a record was deleted, and offers its history in a drawer rather than a link to its page', async () => {
    await renderPageInRouter(
      () => <AuditSubjectLink subject={{ type: AuditSubjectType.User, id, organisationID: null, deleted: true }} />,
      { language: 'de' },
    );
    const button = screen.getByRole('button', { name: 'Gelöscht — Verlauf des Benutzers' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
