// How a feature folder and its URL name each other (docs/conventions.md, "Names").

/** A feature's URL segment: its words joined, as SPEC 2.1 spells URLs (`service-accounts` -> serviceaccounts). */
export const urlSegmentOf = (feature) => feature.replaceAll('-', '');
