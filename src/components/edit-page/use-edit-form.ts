/**
 * useEditForm: an editing screen's form state, @mantine/form's `useForm` set up the one way every screen uses it
 * (messages on change, blur and a save attempt). Hand the form to `EditPage` (`form={form}`).
 */
// Why: docs/decisions/080-editing-guards.md
import { useForm, type FormValidateInput, type UseFormReturnType } from '@mantine/form';
import { useState, type ReactNode } from 'react';
import type { Translate } from '../../lib/messages/catalogues';

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
   * it between renders (the query's data, not an object made while rendering).
   */
  source?: unknown;
}

export type EditForm<Values> = UseFormReturnType<Values>;

export function useEditForm<Values extends object>({
  initialValues,
  validate,
  changed,
  validateAfterBlur = [],
  source,
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
  // A new load of the record: its values become the baseline (typed values stay), before this render reads dirtiness.
  const [baselineSource, setBaselineSource] = useState(source);
  if (baselineSource !== source) {
    setBaselineSource(source);
    form.setInitialValues(initialValues);
  }
  let result: EditForm<Values> = form;
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
}

/** The first message of a failed validation (in the order of the rules), for the page's error Alert. */
export function firstFormError(t: Translate<'forms'>, errors: Record<string, ReactNode>): string {
  for (const message of Object.values(errors)) {
    if (typeof message === 'string' && message !== '') return message;
  }
  return t('forms.editPage.checkFields');
}
