import { describe, expect, it } from 'vitest';
import { english, german } from '#/test/translate';
import type { AcceptForm } from './accept-form-record';
import {
  acceptFormRules,
  acceptRequest,
  canAcceptInvitation,
  isInvitationLinkUsable,
  placeholderAcceptRequest,
  validationRequest,
  type ConsentDocument,
} from './invitation-rules';

const documents: ConsentDocument[] = [
  { consentDocumentID: 'c0000000-0000-4000-8000-000000000001', title: 'Terms of Service', version: 3 },
  { consentDocumentID: 'c0000000-0000-4000-8000-000000000002', title: 'Privacy Policy', version: 2 },
];

const valid: AcceptForm = {
  userShortName: 'NewStarter',
  userFullName: 'New Starter',
  password: 'Fish-and-Chips-42',
  confirm: 'Fish-and-Chips-42',
  locale: 'en-GB',
  defaultCurrency: 'GBP',
  acceptedDocumentIds: new Set(documents.map((d) => d.consentDocumentID)),
};

describe('canAcceptInvitation (SPEC 5)', () => {
  it('holds for a complete form', () => {
    expect(canAcceptInvitation(english, valid, documents)).toBe(true);
  });

  it('needs every listed consent document accepted', () => {
    expect(
      canAcceptInvitation(
        english,
        { ...valid, acceptedDocumentIds: new Set([documents[0]!.consentDocumentID]) },
        documents,
      ),
    ).toBe(false);
    expect(canAcceptInvitation(english, { ...valid, acceptedDocumentIds: new Set() }, [])).toBe(true);
  });

  it('needs a display name and a full name within their limits', () => {
    expect(canAcceptInvitation(english, { ...valid, userShortName: '  ' }, documents)).toBe(false);
    expect(canAcceptInvitation(english, { ...valid, userFullName: '' }, documents)).toBe(false);
    expect(canAcceptInvitation(english, { ...valid, userShortName: 'x'.repeat(32) }, documents)).toBe(true);
    expect(canAcceptInvitation(english, { ...valid, userShortName: 'x'.repeat(33) }, documents)).toBe(false);
    expect(canAcceptInvitation(english, { ...valid, userFullName: 'x'.repeat(65) }, documents)).toBe(false);
  });

  it('measures the names without surrounding spaces (the trimming rule): checked as they are sent', () => {
    expect(canAcceptInvitation(english, { ...valid, userShortName: `  ${'x'.repeat(32)}  ` }, documents)).toBe(true);
    expect(canAcceptInvitation(english, { ...valid, userFullName: ` ${'x'.repeat(64)} ` }, documents)).toBe(true);
  });

  it('needs an acceptable, confirmed password', () => {
    expect(canAcceptInvitation(english, { ...valid, password: 'Fish-42', confirm: 'Fish-42' }, documents)).toBe(false);
    expect(canAcceptInvitation(english, { ...valid, confirm: 'Fish-and-Chips' }, documents)).toBe(false);
    // Exactly as confirmed, and without white space at either end (sent as typed: the user signs in with it).
    expect(canAcceptInvitation(english, { ...valid, confirm: ' Fish-and-Chips-42 ' }, documents)).toBe(false);
    expect(
      canAcceptInvitation(
        english,
        { ...valid, password: 'Fish-and-Chips-42 ', confirm: 'Fish-and-Chips-42' },
        documents,
      ),
    ).toBe(false);
    expect(
      canAcceptInvitation(
        english,
        { ...valid, password: 'Fish-and-Chips-42 ', confirm: 'Fish-and-Chips-42 ' },
        documents,
      ),
    ).toBe(false);
    expect(canAcceptInvitation(english, valid, documents)).toBe(true);
  });

  it('needs a locale and a currency', () => {
    expect(canAcceptInvitation(english, { ...valid, locale: '' }, documents)).toBe(false);
    expect(canAcceptInvitation(english, { ...valid, defaultCurrency: '' }, documents)).toBe(false);
  });
});

describe('requests', () => {
  it('builds the accept payload of SPEC 3 with trimmed names and the documents in order', () => {
    expect(acceptRequest('tok', 'a@b.c', { ...valid, userShortName: ' NewStarter ' }, documents)).toEqual({
      email: 'a@b.c',
      token: 'tok',
      userShortName: 'NewStarter',
      userFullName: 'New Starter',
      userPassword: 'Fish-and-Chips-42',
      locale: 'en-GB',
      defaultCurrency: 'GBP',
      consentDocumentIds: documents.map((d) => d.consentDocumentID),
    });
  });

  it('sends placeholders for the validation and the accept of an existing user', () => {
    expect(validationRequest('tok', 'a@b.c')).toEqual({
      email: 'a@b.c',
      token: 'tok',
      userShortName: 'placeholder',
      userFullName: 'placeholder',
      userPassword: 'placeholder',
    });
    expect(placeholderAcceptRequest('tok', 'a@b.c')).toMatchObject({
      locale: 'en-GB',
      defaultCurrency: 'GBP',
      consentDocumentIds: [],
    });
  });
});

describe('isInvitationLinkUsable', () => {
  it('needs a token and an email of the right structure within 64 characters', () => {
    expect(isInvitationLinkUsable('tok', 'a@b.c')).toBe(true);
    expect(isInvitationLinkUsable(' ', 'a@b.c')).toBe(false);
    expect(isInvitationLinkUsable('tok', 'not-an-email')).toBe(false);
    expect(isInvitationLinkUsable('tok', `${'a'.repeat(58)}@b.com`)).toBe(true);
    expect(isInvitationLinkUsable('tok', `${'a'.repeat(59)}@b.com`)).toBe(false);
  });
});

describe("the accept form's messages", () => {
  it("speak the console's language", () => {
    expect(acceptFormRules(english, documents).acceptedDocumentIds(new Set())).toBe('Please accept each agreement');
    expect(acceptFormRules(english, documents).userShortName('')).toBe('Display Name is required');
    expect(acceptFormRules(german, documents).acceptedDocumentIds(new Set())).toBe(
      'Bitte stimmen Sie jeder Vereinbarung zu',
    );
    expect(acceptFormRules(german, documents).userFullName('')).toContain('Vollständiger Name');
  });
});
