import type { RegisteredRouter, ToOptions } from '@tanstack/react-router';

/** A path template of the console's routes (the generated route tree's full paths). */
export type AppPath = keyof RegisteredRouter['routesByPath'] & string;

/**
 * Typed link options to any route of the console: a route template with its params and search, for `<Link>`,
 * `navigate` and `redirect`. Builders in src/lib return these (made with TanStack Router's `linkOptions`, which checks
 * the params and search of the template), never a URL string.
 */
export type AppLink = { [P in AppPath]: P extends string ? ToOptions<RegisteredRouter, '/', P> : never }[AppPath];
