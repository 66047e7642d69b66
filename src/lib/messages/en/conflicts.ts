import type { Catalogue } from '#/lib/messages/message-types';

/**
 * What the console says when two admins edited one record and someone else saved or deleted it first: shown only
 * then, so not part of the start-up's areas. Loaded after the first paint by the edit pages and editable grids
 * (`LATER_AREAS`, src/lib/messages/catalogues.ts); the basic refusal, `errors.code.Conflict_RecordChanged`, stays in
 * the start-up's errors so it shows even if this cannot be downloaded. SPEC's English, word for word.
 */
const conflicts = {
  // An edit page's delete refused because someone else changed the record (src/components/edit-page).
  'conflicts.deleteAnyway.title': 'Record changed',
  'conflicts.deleteAnyway.message': 'Someone else changed this record since you opened it. Delete it anyway?',
  'conflicts.deleteAnyway.confirm': 'Delete anyway',
  // Someone else saved the record meanwhile: the edit page's notice (docs/editing.md).
  'conflicts.otherSave.title': 'Someone else saved this record',
  'conflicts.otherSave.changed':
    'They changed {fields} while you were editing. Their changes are shown here; your own changes are kept.',
  'conflicts.otherSave.changedUnnamed': 'Their changes are shown here; your own changes are kept.',
  'conflicts.otherSave.conflicts': 'You both changed the fields below. Choose which value to keep for each, then save.',
  'conflicts.otherSave.decideFirst': 'Choose which value to keep for each field you both changed, then save again.',
  'conflicts.otherSave.image': 'An image',
  'conflicts.otherSave.dismiss': 'Dismiss notice',
  // Someone else deleted the record meanwhile.
  'conflicts.recordDeleted.title': 'Someone else deleted this record',
  'conflicts.recordDeleted.message': 'Nothing was saved. Create it again with your values, or discard your changes.',
  'conflicts.recordDeleted.cannotCreate':
    'Nothing was saved, and this record cannot be created again here. Discard your changes.',
  'conflicts.recordDeleted.alreadyDeleted': 'It was deleted before your delete reached it.',
  'conflicts.recordDeleted.createAgain': 'Create it again',
  'conflicts.recordDeleted.discard': 'Discard',
  'conflicts.recordDeleted.close': 'Close',
  // A grid's rows refused because someone else saved or deleted their records: the row's mark (also its dialog's
  // title), Resolve conflict and its dialog (src/components/data-grid).
  'conflicts.grid.changedElsewhere': 'Changed by someone else',
  'conflicts.grid.deletedElsewhere': 'Deleted by someone else',
  'conflicts.grid.resolve': 'Resolve conflict',
  'conflicts.grid.changedText':
    'Someone else changed {record} after you began editing it. Their changes to other fields are taken; yours are kept.',
  'conflicts.grid.theirFields': 'They changed: {fields}.',
  'conflicts.grid.choose': 'You both changed the fields below: choose which value to keep.',
  'conflicts.grid.apply': 'Apply',
  'conflicts.grid.discardMine': 'Discard my changes',
  'conflicts.grid.deletedText': 'Someone else deleted {record} after you began editing it.',
  'conflicts.grid.recreateText': 'Create it again with your values, or discard your changes.',
  'conflicts.grid.recreate': 'Create it again',
  'conflicts.grid.deleteAnywayQuestion': {
    one: '{records} was changed by someone else since you loaded it. Delete anyway?',
    other: '{records} were changed by someone else since you loaded them. Delete anyway?',
  },
  'conflicts.grid.heldBack': {
    one: '{records} was changed or deleted by someone else meanwhile: choose what to keep with Resolve conflict in its row.',
    other:
      '{records} were changed or deleted by someone else meanwhile: choose what to keep with Resolve conflict in each row.',
  },
  // The side-by-side choice of the fields both admins changed (src/components/record-conflicts).
  'conflicts.choices.table': 'Fields you both changed',
  'conflicts.choices.field': 'Field',
  'conflicts.choices.theirs': 'Their value',
  'conflicts.choices.mine': 'Your value',
  'conflicts.choices.keep': 'Keep',
  'conflicts.choices.keepField': 'Keep which {field}',
  'conflicts.choices.keepTheirs': 'Theirs',
  'conflicts.choices.keepMine': 'Mine',
  'conflicts.choices.empty': '(empty)',
  'conflicts.choices.yes': 'Yes',
  'conflicts.choices.no': 'No',
  // Beside the choices: the fields only the other admin changed, taken, with the admin's value before (record-conflicts).
  'conflicts.taken.table': 'Fields they changed',
  'conflicts.taken.theirs': 'Their value (now taken)',
  'conflicts.taken.mine': 'Your value before',
} as const satisfies Catalogue;

export default conflicts;
