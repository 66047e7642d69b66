/**
 * Image values travel as base64 WITHOUT the `data:<mime>;base64,` prefix (SPEC 5 "The image picker accepts
 * image files only and stores base64 without the prefix"). These helpers convert between that stored form and
 * the data URLs that FileReader produces and `<img src>` needs.
 */

const DATA_URL_PREFIX = /^data:[^,]*?;base64,/i;

/** `data:image/png;base64,AAAA` -> `AAAA`. A value without the prefix is returned unchanged (trimmed). */
export function stripDataUrlPrefix(dataUrl: string): string {
  const trimmed = dataUrl.trim();
  return trimmed.replace(DATA_URL_PREFIX, '');
}

/** Signatures of the common image formats at the start of their base64 text. */
const SIGNATURES: ReadonlyArray<readonly [prefix: string, mime: string]> = [
  ['iVBORw0KGgo', 'image/png'],
  ['/9j/', 'image/jpeg'],
  ['R0lGOD', 'image/gif'],
  ['UklGR', 'image/webp'],
  ['Qk', 'image/bmp'],
  ['AAABAA', 'image/x-icon'],
  ['PHN2Zy', 'image/svg+xml'],
  ['PD94bWwg', 'image/svg+xml'],
];

/** The image MIME type recognised from the first bytes of base64 data, or undefined. */
export function guessImageMime(base64: string): string | undefined {
  const data = stripDataUrlPrefix(base64);
  for (const [prefix, mime] of SIGNATURES) {
    if (data.startsWith(prefix)) return mime;
  }
  return undefined;
}

/**
 * Stored base64 -> a data URL for previews. The MIME type is `mime` when given, else the one recognised from the
 * data, else `image/*`. A value that already is a data URL is returned unchanged; an empty value gives ''.
 */
export function toDataUrl(base64: string, mime?: string): string {
  const trimmed = base64.trim();
  if (!trimmed) return '';
  if (DATA_URL_PREFIX.test(trimmed)) return trimmed;
  return `data:${mime ?? guessImageMime(trimmed) ?? 'image/*'};base64,${trimmed}`;
}

/** The image types the console accepts (the contract's image fields): never SVG, which can carry script. */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/** How many first bytes `acceptedImageTypeOf` reads. */
export const IMAGE_SIGNATURE_BYTES = 12;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.slice(from, to));

/**
 * The accepted image type the first bytes of a file are (PNG, JPEG, GIF or WebP by their signatures), or undefined:
 * judged by content, not by the file's name or the type the browser guessed from it.
 */
export function acceptedImageTypeOf(head: Uint8Array): AcceptedImageType | undefined {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((byte, i) => head[i] === byte)) return 'image/png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  const gif = ascii(head, 0, 6);
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'image/gif';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

/** True when a file's MIME type is an image type (`image/...`). */
export function isImageFile(file: Pick<File, 'type'>): boolean {
  return /^image\/[\w.+-]+$/i.test(file.type);
}

/** Reads a file and resolves with its content as base64 without the data-URL prefix. */
export function readFileAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const result = reader.result;
      if (typeof result === 'string') resolve(stripDataUrlPrefix(result));
      else reject(new Error('The file could not be read'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}
