import { describe, expect, it } from 'vitest';
import { validationProblemOf } from './error-body';

const PROBLEM = 'application/problem+json';

/** ASP.NET's automatic model-validation 400, as its framework writes it. */
const aspNetProblem = {
  type: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
  title: 'One or more validation errors occurred.',
  status: 400,
  errors: {
    Email: ['The Email field is not a valid e-mail address.'],
    'changes[0].Name': ['The field Name must be a string with a maximum length of 32.'],
  },
  traceId: '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-00',
};

describe('validationProblemOf', () => {
  it('names the fields of a validation problem by the last segment of each key, without the sentences', () => {
    expect(validationProblemOf(aspNetProblem, PROBLEM)).toEqual({ fields: ['Email', 'Name'] });
  });

  it('reads it as application/problem+json or application/json, with parameters, in any case', () => {
    expect(validationProblemOf(aspNetProblem, 'application/problem+json; charset=utf-8')).toEqual({
      fields: ['Email', 'Name'],
    });
    expect(validationProblemOf(aspNetProblem, 'Application/JSON')).toEqual({ fields: ['Email', 'Name'] });
  });

  it('is no problem under another content type, or without one', () => {
    expect(validationProblemOf(aspNetProblem, 'text/plain')).toBeUndefined();
    expect(validationProblemOf(aspNetProblem, 'text/html; charset=utf-8')).toBeUndefined();
    expect(validationProblemOf(aspNetProblem, null)).toBeUndefined();
  });

  it('drops indexes and the body marker, and names a field once', () => {
    const errors = {
      '$.changes[0].shortName': ['x'],
      'changes[1].shortName': ['x'],
      'RedirectUris[2]': ['x'],
      $: ['The JSON value could not be converted.'],
      '': ['A non-empty request body is required.'],
      'changes[0]': ['x'],
    };
    expect(validationProblemOf({ title: 'One or more validation errors occurred.', errors }, PROBLEM)).toEqual({
      fields: ['shortName', 'RedirectUris', 'changes'],
    });
  });

  it('is a problem without fields when it has no errors, or errors that are not an object', () => {
    expect(validationProblemOf({ title: 'Bad Request', status: 400 }, PROBLEM)).toEqual({ fields: [] });
    expect(validationProblemOf({ status: 400 }, PROBLEM)).toEqual({ fields: [] });
    expect(validationProblemOf({ title: 'Bad Request', errors: ['Email is invalid'] }, PROBLEM)).toEqual({
      fields: [],
    });
    expect(validationProblemOf({ title: 'Bad Request', errors: 'Email is invalid' }, PROBLEM)).toEqual({
      fields: [],
    });
    expect(validationProblemOf({ errors: null }, PROBLEM)).toEqual({ fields: [] });
  });

  it("is no problem for SPEC 8's coded error, a message alone, text, an array or nothing", () => {
    expect(validationProblemOf({ code: 'BadRequest' }, 'application/json')).toBeUndefined();
    expect(validationProblemOf({ code: 'BadRequest', title: 'Bad Request', status: 400 }, PROBLEM)).toBeUndefined();
    expect(validationProblemOf({ message: 'Team name taken' }, 'application/json')).toBeUndefined();
    expect(validationProblemOf({}, PROBLEM)).toBeUndefined();
    expect(validationProblemOf('One or more validation errors occurred.', PROBLEM)).toBeUndefined();
    expect(validationProblemOf([aspNetProblem], PROBLEM)).toBeUndefined();
    expect(validationProblemOf(null, PROBLEM)).toBeUndefined();
    expect(validationProblemOf('', PROBLEM)).toBeUndefined();
  });
});
