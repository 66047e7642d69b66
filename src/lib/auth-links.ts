/**
 * Links to the authentication service's own pages (SPEC 2.2): login with a return url of /, and logout.
 * The console is served by the same host as the backend, so the links are same-origin paths.
 */
export function loginUrl(returnUrl = '/'): string {
  return `/authentication/login?returnUrl=${encodeURIComponent(returnUrl)}`;
}

export function logoutUrl(): string {
  return '/authentication/logout';
}

/** SPEC 2.6: consent documents are viewable here. */
export function consentDocumentUrl(consentDocumentId: string): string {
  return `/authentication/ViewConsentDocument?consentDocumentID=${encodeURIComponent(consentDocumentId)}`;
}
