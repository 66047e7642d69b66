import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fileInput, spyOnReads } from '#/test/files';
import { renderPageInRouter } from '#/test/page-in-router';
import { InviteList } from './invite-list';
import { useInviteList } from './use-invite-list';

const orgId = '10000000-0000-4000-8000-000000000002';

/** The list as Invite User shows it; the known addresses are not asked for (the list is not shown as a mode). */
function ListOnly() {
  const list = useInviteList(orgId, false);
  return <InviteList orgId={orgId} list={list} onRetry={() => undefined} />;
}

/** A file of `bytes` as the browser states its size (its content a few bytes). */
function fileOfSize(name: string, bytes: number): File {
  const file = new File(['jo@harbourfishbar.example\n'], name, { type: 'text/csv' });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Invite User's list, a file", () => {
  it('refuses a file over 1 MB from its size without reading it, and keeps the typed addresses', async () => {
    const user = userEvent.setup();
    await renderPageInRouter(() => <ListOnly />);
    const box = screen.getByRole('textbox', { name: 'Email addresses' });
    fireEvent.change(box, { target: { value: 'kim@harbourfishbar.example' } });
    const file = fileOfSize('people.csv', 100 * 1024 * 1024);
    const reads = spyOnReads(file);

    await user.upload(fileInput(), file);

    expect(await screen.findByRole('alert')).toHaveTextContent('people.csv is 100 MB: a list file may be up to 1 MB.');
    for (const read of reads) expect(read).not.toHaveBeenCalled();
    expect(screen.queryByRole('list', { name: 'Addresses to invite' })).not.toBeInTheDocument();
    expect(box).toHaveValue('kim@harbourfishbar.example');
  });

  it('says so in German, the size rounded up', async () => {
    const user = userEvent.setup();
    await renderPageInRouter(() => <ListOnly />, { language: 'de' });
    await user.upload(fileInput(), fileOfSize('leute.csv', 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'leute.csv ist 1,1 MB groß: Eine Listendatei darf höchstens 1 MB groß sein.',
    );
  });

  it('reads a file within the limit: its cells with an @ join the list', async () => {
    const user = userEvent.setup();
    await renderPageInRouter(() => <ListOnly />);
    const file = new File(
      ['name,email\nJo,jo@harbourfishbar.example\nKim,kim@harbourfishbar.example\n'],
      'people.csv',
      {
        type: 'text/csv',
      },
    );
    await user.upload(fileInput(), file);
    const list = await screen.findByRole('list', { name: 'Addresses to invite' });
    expect(list).toHaveTextContent('jo@harbourfishbar.example');
    expect(list).toHaveTextContent('kim@harbourfishbar.example');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe("Invite User's list, addresses in the box", () => {
  it('says how many addresses the box holds that Send includes, until they are added', async () => {
    const user = userEvent.setup();
    await renderPageInRouter(() => <ListOnly />);
    const box = screen.getByRole('textbox', { name: 'Email addresses' });
    fireEvent.change(box, { target: { value: 'jo@harbourfishbar.example, Kim <kim@harbourfishbar.example>' } });
    expect(
      screen.getByText(
        'The box holds 2 addresses not in the list yet: Send includes them. Add to list shows their states first.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add to list' }));
    expect(screen.queryByText(/^The box holds/)).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Addresses to invite' })).toHaveTextContent('kim@harbourfishbar.example');
  });

  it('says so in German, for one address', async () => {
    await renderPageInRouter(() => <ListOnly />, { language: 'de' });
    fireEvent.change(screen.getByRole('textbox', { name: 'E-Mail-Adressen' }), {
      target: { value: 'jo@harbourfishbar.example' },
    });
    expect(
      screen.getByText(
        'Im Feld steht 1 Adresse, die noch nicht in der Liste ist: „Senden“ nimmt sie mit. „Zur Liste hinzufügen“ zeigt vorher ihren Zustand.',
      ),
    ).toBeInTheDocument();
  });
});
