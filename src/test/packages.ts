import type { components } from '#/api/schema.gen';

type ApplicationPackage = components['schemas']['ApplicationPackage'];

/** An application package of the unit tests: "Till" 5.2.`build`.0 of app a1 (override any field). */
export function applicationPackage(
  id: string,
  build: number,
  overrides: Partial<ApplicationPackage> = {},
): ApplicationPackage {
  return {
    applicationPackageID: id,
    applicationID: 'a1',
    applicationName: 'Till',
    applicationDescription: '',
    majorVersion: 5,
    minorVersion: 2,
    buildNumber: build,
    revision: 0,
    changeNotes: null,
    iconUri: null,
    dateTimeCreatedUTC: '2026-11-01T00:00:00Z',
    installerPackageLength: 1,
    ...overrides,
  };
}
