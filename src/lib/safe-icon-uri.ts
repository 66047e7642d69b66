/**
 * Icons the server names (`iconUri`) are shown only from an `https:` address of another origin, or as an inline
 * PNG, JPEG, GIF or WebP `data:` image. A relative or same-origin address would make every admin who opens the page
 * request it with the session cookie (`/authentication/logout` signs them out); `http:` is mixed content; an SVG can
 * carry script. Anything else shows the placeholder.
 */
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp)(;[a-z0-9=.+-]+)*,/i;

export function safeIconSrc(uri: string | null | undefined, consoleOrigin: string): string | null {
  if (!uri) return null;
  const text = uri.trim();
  if (DATA_IMAGE.test(text)) return text;
  // Only an absolute address: a relative one resolves against the console.
  if (!/^https:\/\//i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !url.hostname || url.username || url.password) return null;
  if (url.origin === consoleOrigin) return null;
  return url.href;
}
