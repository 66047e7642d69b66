/**
 * useEditForm: an editing screen's form state, @mantine/form's `useForm` set up the one way every screen uses it
 * (messages on change, blur and a save attempt). Hand the form to `EditPage` (`form={form}`).
 */
// Why: docs/decisions/080-editing-guards.md
import { useForm, type FormValidateInput, type SetValues, type UseFormReturnType } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import { applyChoices, type ConflictChoice } from '#/components/record-conflicts/three-way-merge';
import type { Translate } from '#/lib/messages/catalogues';
import {
  NO_RECORD_CHANGES,
  mergeReload,
  packFields,
  unpackFields,
  withChoice,
  type RecordChanges,
} from './record-changes';

export interface EditFormOptions<Values> {
  initialValues: Values;
  validate?: FormValidateInput<Values>;
  /**
   * The screen's rule of what counts as an unsaved change, when it is not plain equality (e.g. permissions in any
   * order, or the record as it would be sent): `form.isDirty()` then compares the initial values and the values by it.
   */
  changed?: (initial: Values, current: Values) => boolean;
  /**
   * Fields whose message appears only after their first blur or a save attempt (`form.validate()`), then updates
   * as the user types (docs/decisions/080-editing-guards.md). Their inputs must take `form.getInputProps(field)`.
   */
  validateAfterBlur?: readonly (keyof Values & string)[];
  /**
   * The loaded record behind `initialValues` (docs/decisions/080-editing-guards.md); its identity marks a new load, so it must keep
   * it between renders (the query's data, not an object made while rendering). A new load is merged with the edits
   * (docs/editing.md): fields only someone else changed take their value, the admin's own stay, and fields both
   * changed are offered as a choice (`form.merge`).
   */
  source?: unknown;
  /**
   * Fields that are one value to the admin (e.g. a site restriction's node id and type): merged and chosen as one,
   * under the first field's name (its label names the group).
   */
  mergeTogether?: readonly (readonly (keyof Values & string)[])[];
}

const NO_GROUPS: readonly (readonly never[])[] = [];

/** What someone else changed in the record since the admin started editing it, and the admin's choices. */
export interface FormMerge extends RecordChanges {
  /** Keeps their value or the admin's for a field both changed (the form takes the chosen value). */
  choose: (field: string, choice: ConflictChoice) => void;
  /** Forgets what was told (the notice closed). */
  dismiss: () => void;
}

export type EditForm<Values> = UseFormReturnType<Values> & { merge: FormMerge };

export function useEditForm<Values extends object>({
  initialValues,
  validate,
  changed,
  validateAfterBlur = [],
  source,
  mergeTogether = NO_GROUPS,
}: EditFormOptions<Values>): EditForm<Values> {
  // The `validateAfterBlur` fields whose message shows: blurred once, or every one after a save attempt.
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set());
  const waiting = (field: string) => validateAfterBlur.some((name) => name === field) && !shown.has(field);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validate,
    validateInputOnChange: true,
    validateInputOnBlur: true,
    enhanceGetInputProps: ({ field, inputProps }) => {
      const name = String(field);
      if (!waiting(name)) return {};
      const blur = inputProps.onBlur as (() => void) | undefined;
      return {
        error: undefined,
        onBlur: () => {
          blur?.();
          setShown((current) => new Set(current).add(name));
        },
      };
    },
  });
  // The record as last loaded (or saved), kept here rather than read back from the form: a render run twice must
  // merge the same three versions.
  const [loaded, setLoaded] = useState({ source, values: initialValues });
  const [changes, setChanges] = useState<RecordChanges>(NO_RECORD_CHANGES);
  const pack = (values: Values) => packFields(values, mergeTogether);
  // The form's own values packed by `pack` just before: the same fields again.
  const unpack = (values: Record<string, unknown>) => unpackFields(values, mergeTogether) as Values;
  // A new load of the record: merged with the edits and made the baseline, before this render reads dirtiness.
  if (loaded.source !== source) {
    const merge = mergeReload(
      changes,
      pack(loaded.values),
      pack(initialValues),
      pack(form.getValues()),
      changed && ((a, b) => changed(unpack(a), unpack(b))),
    );
    setLoaded({ source, values: initialValues });
    setChanges(merge.changes);
    form.setInitialValues(initialValues);
    form.setValues(unpack(merge.values));
    // Dirtiness is the values against the new baseline, not what the fields were marked before it.
    form.setDirty({});
  }
  const merge: FormMerge = {
    ...changes,
    choose: (field, choice) => {
      const conflict = changes.conflicts.find((candidate) => candidate.field === field);
      if (!conflict) return;
      setChanges(withChoice(changes, field, choice));
      form.setValues(unpack(applyChoices(pack(form.getValues()), [conflict], { [field]: choice })));
    },
    dismiss: () => setChanges(NO_RECORD_CHANGES),
  };
  let result: EditForm<Values> = {
    ...form,
    merge,
    // A baseline the screen sets itself (e.g. the record it has just saved) is the next merge's base.
    setInitialValues: (values) => {
      form.setInitialValues(values);
      setLoaded((current) => ({ ...current, values }));
    },
    reset: () => {
      setChanges(NO_RECORD_CHANGES);
      form.reset();
    },
  };
  if (changed) {
    result = {
      ...result,
      isDirty: (path) => (path === undefined ? changed(form.getInitialValues(), form.getValues()) : form.isDirty(path)),
    };
  }
  if (validateAfterBlur.length > 0) {
    result = {
      ...result,
      validate: () => {
        setShown(new Set(validateAfterBlur));
        return form.validate();
      },
      reset: () => {
        setShown(new Set());
        setChanges(NO_RECORD_CHANGES);
        form.reset();
      },
    };
  }
  return result;
}

/** What `EditPage` reads from a form: its dirtiness, its validity, and the check of a save attempt. */
export interface EditPageForm {
  isDirty: () => boolean;
  isValid: () => boolean;
  validate: () => { hasErrors: boolean; errors: Record<string, ReactNode> };
  /** What someone else changed meanwhile (`useEditForm`'s forms have it): the page shows it and Save waits for choices. */
  merge?: FormMerge;
  /** The values now (`useEditForm`'s forms have it): the History's Use these values takes only their fields. */
  getValues?: () => object;
  /** Puts values into the form (`useEditForm`'s forms have it): the History's Use these values. */
  setValues?: SetValues<unknown>;
}

/** The first message of a failed validation (in the order of the rules), for the page's error Alert. */
export function firstFormError(t: Translate<'forms'>, errors: Record<string, ReactNode>): string {
  for (const message of Object.values(errors)) {
    if (typeof message === 'string' && message !== '') return message;
  }
  return t('forms.editPage.checkFields');
}
