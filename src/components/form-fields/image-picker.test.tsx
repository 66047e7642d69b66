import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import * as limits from '#/api/limits.gen';
import { fileInput } from '#/test/files';
import { renderWithProviders } from '#/test/render';
import { english, german } from '#/test/translate';
import { formatBytes, ImagePicker } from './image-picker';

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function pngFile(): File {
  const bytes = Uint8Array.from(atob(PNG_BASE64), (char) => char.charCodeAt(0));
  return new File([bytes], 'dot.png', { type: 'image/png' });
}

function Harness({ initial = null, onValue }: { initial?: string | null; onValue?: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <ImagePicker
      label="Logo"
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

describe('formatBytes', () => {
  it('uses bytes, KB or MB', () => {
    expect(formatBytes(english, 512)).toBe('512 bytes');
    expect(formatBytes(english, 1)).toBe('1 byte');
    expect(formatBytes(english, 2048)).toBe('2 KB');
    expect(formatBytes(english, 3 * 1024 * 1024)).toBe('3 MB');
    expect(formatBytes(german, 512)).toBe('512 Bytes');
  });
});

describe('ImagePicker', () => {
  it('accepts images only in the file dialog', () => {
    const { container } = renderWithProviders(<Harness />);
    expect(fileInput(container)).toHaveAttribute('accept', 'image/png,image/jpeg,image/gif,image/webp');
    expect(screen.getByText('No image')).toBeInTheDocument();
  });

  it('stores the chosen image as base64 without the prefix and previews it', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    const { container } = renderWithProviders(<Harness onValue={onValue} />);
    await user.upload(fileInput(container), pngFile());
    await waitFor(() => expect(onValue).toHaveBeenCalledWith(PNG_BASE64));
    const preview = await screen.findByRole('img', { name: 'Logo preview' });
    expect(preview).toHaveAttribute('src', `data:image/png;base64,${PNG_BASE64}`);
  });

  it('rejects a non-image file with a message', async () => {
    const onValue = vi.fn();
    const { container } = renderWithProviders(<Harness onValue={onValue} initial={PNG_BASE64} />);
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    fireEvent.change(fileInput(container), { target: { files: [text] } });
    expect(await screen.findByText('Please choose an image file')).toBeInTheDocument();
    expect(onValue).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute(
      'src',
      `data:image/png;base64,${PNG_BASE64}`,
    );
  });

  it('previews a stored value and removes it', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    renderWithProviders(<Harness initial="/9j/4AAQSkZJRg" onValue={onValue} />);
    expect(screen.getByRole('img', { name: 'Logo preview' })).toHaveAttribute(
      'src',
      'data:image/jpeg;base64,/9j/4AAQSkZJRg',
    );
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(onValue).toHaveBeenCalledWith(null);
    expect(screen.queryByRole('img', { name: 'Logo preview' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
  });

  it('has no buttons when read-only', () => {
    renderWithProviders(<ImagePicker label="Logo" value={PNG_BASE64} onChange={() => undefined} readOnly />);
    expect(screen.getByRole('img', { name: 'Logo preview' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Choose image/ })).not.toBeInTheDocument();
  });

  it('rejects files over maxBytes', async () => {
    const onChange = vi.fn();
    const { container } = renderWithProviders(
      <ImagePicker label="Logo" value={null} onChange={onChange} maxBytes={10} />,
    );
    fireEvent.change(fileInput(container), { target: { files: [pngFile()] } });
    expect(await screen.findByText('The image must be at most 10 bytes')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('judges a file by its first bytes: an SVG named .png is refused, nothing is read or sent', async () => {
    const onChange = vi.fn();
    const { container } = renderWithProviders(<ImagePicker label="Logo" value={null} onChange={onChange} />);
    const svg = new File(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], 'logo.png', {
      type: 'image/png',
    });
    fireEvent.change(fileInput(container), { target: { files: [svg] } });
    expect(await screen.findByText('Only PNG, JPEG, GIF and WebP images can be used')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("refuses an image over the contract's 256 KiB before reading it", async () => {
    const onChange = vi.fn();
    const { container } = renderWithProviders(
      <ImagePicker label="Logo" value={null} onChange={onChange} maxBytes={limits.User.image.maxBytes} />,
    );
    const head = Uint8Array.from(atob(PNG_BASE64), (char) => char.charCodeAt(0));
    const big = new File([head, new Uint8Array(256 * 1024)], 'big.png', { type: 'image/png' });
    fireEvent.change(fileInput(container), { target: { files: [big] } });
    expect(await screen.findByText('The image must be at most 256 KB')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});
