import { vi } from 'vitest';

/** The file input inside `container` (the whole document by default); a test without one fails here. */
export function fileInput(container: ParentNode = document): HTMLInputElement {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** Spies on every way a file's content can be read: the Blob's own methods and FileReader's. */
export function spyOnReads(file: File) {
  const blob = (['arrayBuffer', 'text', 'stream', 'slice', 'bytes'] as const).flatMap((name) =>
    typeof file[name as keyof File] === 'function' ? [vi.spyOn(file, name as 'text')] : [],
  );
  const reader = (['readAsArrayBuffer', 'readAsText', 'readAsDataURL', 'readAsBinaryString'] as const).map((name) =>
    vi.spyOn(FileReader.prototype, name),
  );
  return [...blob, ...reader];
}
