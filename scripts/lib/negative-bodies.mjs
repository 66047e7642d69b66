// The negative sweep's kinds that grow a valid body (negative.mjs): a property the contract does not declare, a string
// of 1 MiB, a value nested far deeper than a body may be (openapi.yaml: at most 32 levels). Each request carries marks
// no record holds (`conformUndeclared<n>`, `conformHuge<n>`, `conformDeep<n>`, then the run's mark), its `traces`: a
// server that answers 2xx must have stored none of it, so its read-back holds none of them. Pure.
import fc from 'fast-check';
import { changedAt, placeName } from './negative-schema.mjs';

/** The huge string's length in characters: 1 MiB, far over any `maxLength`, well under the 16 MiB a body may be. */
export const HUGE_LENGTH = 1_048_576;
/** The deep value's levels: far over the 32 a body may nest, deep enough to overflow a parser that recurses. */
export const DEEP_LEVELS = 10_000;

/** A mark unique to a request: the kind's word, a number, the run's `mark` (so what an earlier run left is not it). */
const markOf = (word, mark) => fc.nat().map((n) => `conform${word}${n}${mark}`);

/** A body's text with the value at `pointer` replaced. */
const textWith = (body, pointer, value) => JSON.stringify(changedAt(body, pointer, value));

/**
 * A body's text with the JSON text `json` at `pointer`: a mark stands in for it, then is swapped for it (the mark
 * occurs once). Stringifying a 1 MiB string costs more, and a value 10,000 levels deep overflows JSON.stringify.
 */
const textWithJson = (body, pointer, marker, json) =>
  textWith(body, pointer, marker).replace(`"${marker}"`, () => json);

/** A property no part of an object's schema declares, added to an object the contract closes (the body or inside it). */
function undeclared(body, places, mark) {
  return places
    .filter((place) => place.present && place.closed)
    .map((place) =>
      markOf('Undeclared', mark).map((name) => ({
        text: textWith(body, [...place.pointer, name], name),
        breaks: `${placeName(place.pointer)} has ${name}, a property the contract does not declare`,
        traces: [name],
      })),
    );
}

/** A string of HUGE_LENGTH characters, its mark repeated, in one place that takes a string. */
function hugeString(body, places, mark) {
  // Letters, digits and spaces: its JSON text is the string in quotes.
  const huge = (marker) => `${marker} `.repeat(Math.ceil(HUGE_LENGTH / (marker.length + 1))).slice(0, HUGE_LENGTH);
  return places
    .filter((place) => place.types?.has('string') && !(place.maxLength >= HUGE_LENGTH))
    .map((place) =>
      markOf('Huge', mark).map((marker) => ({
        text: textWithJson(body, place.pointer, marker, `"${huge(marker)}"`),
        breaks: `${placeName(place.pointer)} is a string of ${HUGE_LENGTH.toLocaleString('en')} characters`,
        traces: [marker],
      })),
    );
}

/** A list or object nested DEEP_LEVELS deep, its mark innermost, as a declared property (present or left out) or not. */
function deepValue(body, places, mark) {
  const properties = places.filter((place) => typeof place.pointer.at(-1) === 'string');
  const objects = places.filter((place) => place.present && place.object);
  const deep = (marker, shape) =>
    shape === 'list'
      ? `${'['.repeat(DEEP_LEVELS)}"${marker}"${']'.repeat(DEEP_LEVELS)}`
      : `${'{"d":'.repeat(DEEP_LEVELS)}"${marker}"${'}'.repeat(DEEP_LEVELS)}`;
  const levels = DEEP_LEVELS.toLocaleString('en');
  const at = (pointer, name) =>
    fc.tuple(markOf('Deep', mark), fc.constantFrom('list', 'object')).map(([marker, shape]) => ({
      text: textWithJson(body, name ? [...pointer, name] : pointer, marker, deep(marker, shape)),
      breaks: `${name ? `${placeName(pointer)} has ${name} (undeclared), and it` : placeName(pointer)} is ${
        shape === 'list' ? 'a list' : 'an object'
      } nested ${levels} levels deep`,
      traces: name ? [marker, name] : [marker],
    }));
  return [
    ...properties.map((place) => at(place.pointer)),
    ...objects.map((place) => markOf('Undeclared', mark).chain((name) => at(place.pointer, name))),
  ];
}

/** The kinds, each a list of arbitraries (one per place) of a body's `text`, what it `breaks` and its `traces`. */
export const BODY_KINDS = { undeclared, hugeString, deepValue };
