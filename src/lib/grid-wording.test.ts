import { describe, expect, it } from 'vitest';
import { english, german } from '#/test/translate';
import {
  ROW_NOUN,
  changeSummary,
  counted,
  deleteAnywayQuestion,
  deleteQuestion,
  deletedMessage,
  discardQuestion,
  emptyListText,
  heldBackMessage,
  noMatchText,
  recordNouns,
  rowCalled,
  savedMessage,
} from './grid-wording';

const USER = recordNouns.user;

describe('grid wording', () => {
  it('counts with the right plural', () => {
    expect(counted(english, 0, USER)).toBe('0 users');
    expect(counted(english, 1, USER)).toBe('1 user');
    expect(counted(english, 3, USER)).toBe('3 users');
    expect(counted(english, 20000, ROW_NOUN)).toBe('20,000 rows');
    expect(counted(english, 2, recordNouns.access)).toBe('2 access entries');
  });

  it('sums up pending changes by kind, leaving out kinds without rows', () => {
    expect(changeSummary(english, { added: 1, changed: 1, deleted: 1 }, USER)).toBe(
      '1 user added, 1 user changed and 1 user deleted',
    );
    expect(changeSummary(english, { added: 0, changed: 2, deleted: 1 }, USER)).toBe(
      '2 users changed and 1 user deleted',
    );
    expect(changeSummary(english, { added: 3, changed: 0, deleted: 0 }, USER)).toBe('3 users added');
  });

  it('names what Cancel discards and what a save did', () => {
    expect(discardQuestion(english, { added: 1, changed: 1, deleted: 1 }, USER)).toBe(
      'Discard 3 changes: 1 user added, 1 user changed and 1 user deleted?',
    );
    expect(discardQuestion(english, { added: 0, changed: 2, deleted: 0 }, USER)).toBe(
      'Discard 2 changes: 2 users changed?',
    );
    expect(savedMessage(english, { added: 1, changed: 2, deleted: 0 }, USER)).toBe(
      'Saved: 1 user added and 2 users changed.',
    );
    expect(savedMessage(english, { added: 0, changed: 0, deleted: 1 }, USER)).toBe('Saved: 1 user deleted.');
  });

  it('names the record a delete concerns, or counts them', () => {
    expect(deleteQuestion(english, ['Tom Lee'], USER)).toBe('Delete Tom Lee?');
    expect(deleteQuestion(english, ['  Tom Lee '], USER)).toBe('Delete Tom Lee?');
    expect(deleteQuestion(english, [''], USER)).toBe('Delete this user?');
    expect(deleteQuestion(english, ['Tom Lee', 'Ann', 'Bob'], USER)).toBe('Delete 3 users?');
    expect(deleteQuestion(english, ['a', 'b'], ROW_NOUN)).toBe('Delete 2 rows?');
    expect(deletedMessage(english, ['Tom Lee'], USER)).toBe('Deleted: Tom Lee.');
    expect(deletedMessage(english, [''], USER)).toBe('Deleted: 1 user.');
    expect(deletedMessage(english, ['a', 'b', 'c'], USER)).toBe('Deleted: 3 users.');
  });

  it('speaks of records someone else changed or deleted meanwhile, named or counted', () => {
    expect(rowCalled(english, ' Tom Lee ', USER)).toBe('Tom Lee');
    expect(rowCalled(english, '', USER)).toBe('this user');
    expect(deleteAnywayQuestion(english, ['Tom Lee'], USER)).toBe(
      'Tom Lee was changed by someone else since you loaded it. Delete anyway?',
    );
    expect(deleteAnywayQuestion(english, [''], USER)).toBe(
      '1 user was changed by someone else since you loaded it. Delete anyway?',
    );
    expect(deleteAnywayQuestion(english, ['a', 'b'], recordNouns.record)).toBe(
      '2 records were changed by someone else since you loaded them. Delete anyway?',
    );
    expect(heldBackMessage(english, 2, USER)).toBe(
      '2 users were changed or deleted by someone else meanwhile: choose what to keep with Resolve conflict in each row.',
    );
    expect(deleteAnywayQuestion(german, ['', ''], recordNouns.team)).toBe(
      '2 Teams wurden seit dem Laden von jemand anderem geändert. Trotzdem löschen?',
    );
  });

  it('tells an empty list from a search that matched nothing', () => {
    expect(emptyListText(english, USER)).toBe('There are no users yet.');
    expect(noMatchText(english, USER, ' harbour ')).toBe('No users match "harbour".');
  });

  it('speaks German with the noun in the right case and the number in the display locale', () => {
    expect(deleteQuestion(german, ['', ''], recordNouns.posCoreInstance)).toBe(
      'Möchten Sie 2 POS-Core-Instanzen löschen?',
    );
    expect(deleteQuestion(german, [''], recordNouns.team)).toBe('Möchten Sie dieses Team löschen?');
    expect(deleteQuestion(german, ['Tom Lee'], USER)).toBe('Möchten Sie Tom Lee löschen?');
    expect(discardQuestion(german, { added: 1, changed: 0, deleted: 1234 }, recordNouns.invitation)).toBe(
      'Möchten Sie 1.235 Änderungen verwerfen (1 Einladung hinzugefügt und 1.234 Einladungen gelöscht)?',
    );
    expect(noMatchText(german, recordNouns.serviceAccount, 'kasse')).toBe(
      'Keine Dienstkonten gefunden, die „kasse“ enthalten.',
    );
  });
});
