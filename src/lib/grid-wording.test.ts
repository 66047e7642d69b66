import { describe, expect, it } from 'vitest';
import {
  ROW_NOUN,
  changeSummary,
  counted,
  deleteQuestion,
  deletedMessage,
  discardQuestion,
  emptyListText,
  noMatchText,
  savedMessage,
  type RecordNoun,
} from './grid-wording';

const USER: RecordNoun = ['user', 'users'];

describe('grid wording', () => {
  it('counts with the right plural', () => {
    expect(counted(0, USER)).toBe('0 users');
    expect(counted(1, USER)).toBe('1 user');
    expect(counted(3, USER)).toBe('3 users');
    expect(counted(20000, ROW_NOUN)).toBe('20,000 rows');
  });

  it('sums up pending changes by kind, leaving out kinds without rows', () => {
    expect(changeSummary({ added: 1, changed: 1, deleted: 1 }, USER)).toBe(
      '1 user added, 1 user changed and 1 user deleted',
    );
    expect(changeSummary({ added: 0, changed: 2, deleted: 1 }, USER)).toBe('2 users changed and 1 user deleted');
    expect(changeSummary({ added: 3, changed: 0, deleted: 0 }, USER)).toBe('3 users added');
  });

  it('names what Cancel discards and what a save did', () => {
    expect(discardQuestion({ added: 1, changed: 1, deleted: 1 }, USER)).toBe(
      'Discard 3 changes: 1 user added, 1 user changed and 1 user deleted?',
    );
    expect(discardQuestion({ added: 0, changed: 2, deleted: 0 }, USER)).toBe('Discard 2 changes: 2 users changed?');
    expect(savedMessage({ added: 1, changed: 2, deleted: 0 }, USER)).toBe('Saved: 1 user added and 2 users changed.');
    expect(savedMessage({ added: 0, changed: 0, deleted: 1 }, USER)).toBe('Saved: 1 user deleted.');
  });

  it('names the record a delete concerns, or counts them', () => {
    expect(deleteQuestion(['Tom Lee'], USER)).toBe('Delete Tom Lee?');
    expect(deleteQuestion(['  Tom Lee '], USER)).toBe('Delete Tom Lee?');
    expect(deleteQuestion([''], USER)).toBe('Delete this user?');
    expect(deleteQuestion(['Tom Lee', 'Ann', 'Bob'], USER)).toBe('Delete 3 users?');
    expect(deleteQuestion(['a', 'b'], ROW_NOUN)).toBe('Delete 2 rows?');
    expect(deletedMessage(['Tom Lee'], USER)).toBe('Deleted: Tom Lee.');
    expect(deletedMessage([''], USER)).toBe('Deleted: 1 user.');
    expect(deletedMessage(['a', 'b', 'c'], USER)).toBe('Deleted: 3 users.');
  });

  it('tells an empty list from a search that matched nothing', () => {
    expect(emptyListText(USER)).toBe('There are no users yet.');
    expect(noMatchText(USER, ' harbour ')).toBe('No users match "harbour".');
  });
});
