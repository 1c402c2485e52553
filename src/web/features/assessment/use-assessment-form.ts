// The assessment form's state without a form library: the values as typed, a message per refused
// field, and the checks (zod and the shared schemas) loaded when the form is first used, so the
// page's first view needs neither. Like react-hook-form's defaults: checked on submit, then each
// field again as it changes; the first refused field takes the focus.
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import type { DistanceUnit } from '../../../shared/units-vocab.ts';
import type { AssessmentCheck } from './assessment-form-checks.ts';
import type {
  AnswerField,
  AnswersFormValues,
  AssessmentField,
  AssessmentFormErrors,
  AssessmentFormValues,
} from './assessment-form-schema.ts';

type Check = (values: AssessmentFormValues) => AssessmentCheck;

function loadChecks(distance: DistanceUnit) {
  let pending: Promise<Check> | null = null;
  let loaded: Check | null = null;
  const get = () =>
    (pending ??= import('./assessment-form-checks.ts').then(
      (module) => (loaded = module.assessmentChecks(distance)),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
  return {
    get,
    /** The checks when they have arrived (for checking a field as it changes). */
    ready: () => loaded,
    preload: () => {
      get().catch(() => {
        // A failed load is retried on submit, where the error surfaces.
      });
    },
  };
}

export interface SetFieldOptions {
  /** Check the field now, even before the first submit (e.g. filled from a decoded VIN). */
  validate?: boolean;
}

export function useAssessmentForm(
  initial: () => AssessmentFormValues,
  distance: DistanceUnit,
  formRef: RefObject<HTMLFormElement | null>,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<AssessmentFormErrors>({});
  const valuesRef = useRef(values);
  const submitted = useRef(false);
  const [focusError, setFocusError] = useState(0);
  const checks = useMemo(() => loadChecks(distance), [distance]);

  const update = useCallback(
    (next: AssessmentFormValues, path: string, options: SetFieldOptions = {}) => {
      valuesRef.current = next;
      setValues(next);
      const check = checks.ready();
      if (!check || !(submitted.current || options.validate)) return;
      const result = check(next);
      const message = result.ok ? undefined : result.errors[path];
      setErrors((current) => {
        if (current[path] === message) return current;
        const next = { ...current, [path]: message };
        if (!message) delete next[path];
        return next;
      });
    },
    [checks],
  );

  const setField = useCallback(
    (name: AssessmentField, value: string, options?: SetFieldOptions) =>
      update({ ...valuesRef.current, [name]: value }, name, options),
    [update],
  );

  const setAnswer = useCallback(
    <K extends AnswerField>(name: K, value: AnswersFormValues[K]) =>
      update(
        {
          ...valuesRef.current,
          answers: { ...valuesRef.current.answers, [name]: value },
        },
        `answers.${name}`,
      ),
    [update],
  );

  // After a refused submit, the first refused field (in the page's order) takes the focus.
  useEffect(() => {
    if (focusError === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusError, formRef]);

  /** The checked values, or null when a field was refused (its message is then shown). */
  const check = useCallback(async (): Promise<AssessmentFormValues | null> => {
    submitted.current = true;
    const result = (await checks.get())(valuesRef.current);
    if (result.ok) {
      setErrors({});
      return result.values;
    }
    setErrors(result.errors);
    setFocusError((count) => count + 1);
    return null;
  }, [checks]);

  return {
    values,
    errors,
    setField,
    setAnswer,
    setErrors,
    check,
    preload: checks.preload,
    /** The server refused fields: their messages shown, the first refused field focused. */
    refuse: useCallback((refused: AssessmentFormErrors) => {
      setErrors((current) => ({ ...current, ...refused }));
      setFocusError((count) => count + 1);
    }, []),
    /** A fresh start in another way in: the values kept, the messages cleared. */
    clearErrors: useCallback(() => setErrors({}), []),
  };
}
