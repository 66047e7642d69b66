import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../api/transport';
import { failureKind } from './route-error';

describe('failureKind (the route error screen tells a failed load from a crash)', () => {
  it('a failed call, or a loader that could not find its record, is a failed load', () => {
    expect(failureKind(new ApiFailure(500, 'Internal Server Error'))).toBe('failed-load');
    expect(failureKind(new ApiFailure(404, 'There was an error loading this organisation link.'))).toBe('failed-load');
  });

  it('anything else is a crash', () => {
    expect(failureKind(new TypeError("Cannot read properties of null (reading 'length')"))).toBe('crash');
    expect(failureKind(new Error('thrown while rendering'))).toBe('crash');
    expect(failureKind('a string')).toBe('crash');
  });
});
