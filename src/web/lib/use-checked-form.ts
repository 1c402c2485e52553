// A form's state without a form library, for the public pages' forms (their first load stays
// lighter): the fields stay uncontrolled, as the prerendered page has them, and the checks (zod
// and a shared schema) load when the form is first used. Like react-hook-form's `onTouched` mode:
// a field is checked when it loses the focus, then as it changes (every field after a submit);
// the first refused field takes the focus; an error placed from the server's answer stays until
// that field is checked again.
import { useCallback, useRef, useState, type FormEvent } from 'react';

export type FieldErrors<F extends string> = Partial<Record<F, string>>;
export type FormCheck<F extends string, Out> = (values: Record<F, string>) => {
  data: Out | null;
  errors: FieldErrors<F>;
};

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** What a schema's `safeParse` answers, read without importing zod. */
interface SafeParse<Out> {
  safeParse(
    values: unknown,
  ):
    | { success: true; data: Out }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/** A check from a schema: each field gets the first message of the issues on it. */
export function schemaCheck<F extends string, Out>(schema: SafeParse<Out>): FormCheck<F, Out> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return { data: result.data, errors: {} };
    const errors: FieldErrors<F> = {};
    for (const issue of result.error.issues) errors[issue.path[0] as F] ??= issue.message;
    return { data: null, errors };
  };
}

/** A check whose code loads on first use; `preload` when the user starts on the form. */
export function lazyCheck<F extends string, Out>(load: () => Promise<FormCheck<F, Out>>) {
  let pending: Promise<FormCheck<F, Out>> | null = null;
  const get = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
  return {
    get,
    preload: () => {
      get().catch(() => {
        // A failed load is retried on submit, where the error surfaces.
      });
    },
  };
}

export type LazyCheck<F extends string, Out> = ReturnType<typeof lazyCheck<F, Out>>;

/** `fields` in the form's order (the first refused one takes the focus). */
export function useCheckedForm<F extends string, Out>(
  fields: readonly F[],
  check: LazyCheck<F, Out>,
  onValueChange?: (name: F, value: string) => void,
) {
  const elements = useRef<Partial<Record<F, FieldElement | null>>>({});
  const touched = useRef(new Set<F>());
  const submitted = useRef(false);
  const [errors, setErrors] = useState<FieldErrors<F>>({});

  const getValue = useCallback((name: F) => elements.current[name]?.value ?? '', []);

  const values = useCallback(
    () => Object.fromEntries(fields.map((name) => [name, getValue(name)])) as Record<F, string>,
    [fields, getValue],
  );

  const checkField = useCallback(
    async (name: F) => {
      const message = (await check.get())(values()).errors[name];
      setErrors((current) => {
        if (current[name] === message) return current;
        const next = { ...current, [name]: message };
        if (!message) delete next[name];
        return next;
      });
    },
    [check, values],
  );

  /** The props that tie a field's element to the form (like react-hook-form's `register`). */
  const field = useCallback(
    (name: F) => ({
      name,
      ref: (element: FieldElement | null) => {
        elements.current[name] = element;
      },
      onBlur: () => {
        touched.current.add(name);
        void checkField(name);
      },
      onChange: (event: { currentTarget: FieldElement }) => {
        onValueChange?.(name, event.currentTarget.value);
        if (submitted.current || touched.current.has(name)) void checkField(name);
      },
    }),
    [checkField, onValueChange],
  );

  /** Checks every field: the checked values, or null (the first refused field focused). */
  const checkAll = useCallback(async (): Promise<Out | null> => {
    submitted.current = true;
    const result = (await check.get())(values());
    setErrors(result.errors);
    const first = fields.find((name) => result.errors[name]);
    if (first) elements.current[first]?.focus();
    return result.data;
  }, [check, fields, values]);

  /** Errors from the server's answer under their fields; `focus`: the first of them. */
  const placeErrors = useCallback(
    (placed: FieldErrors<F>, focus: boolean) => {
      setErrors((current) => ({ ...current, ...placed }));
      const first = fields.find((name) => placed[name]);
      if (first && focus) elements.current[first]?.focus();
    },
    [fields],
  );

  /** Sets a field's value as if typed (a prefill): nothing is checked. */
  const setValue = useCallback(
    (name: F, value: string) => {
      const element = elements.current[name];
      if (!element) return;
      element.value = value;
      onValueChange?.(name, value);
    },
    [onValueChange],
  );

  const reset = useCallback(() => {
    touched.current.clear();
    submitted.current = false;
    setErrors({});
  }, []);

  const [submitting, setSubmitting] = useState(false);
  /** The form's submit handler: checks every field, then `send`s the checked values. */
  const submitWith = useCallback(
    (send: (values: Out) => Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      setSubmitting(true);
      void (async () => {
        try {
          const values = await checkAll();
          if (values) await send(values);
        } finally {
          setSubmitting(false);
        }
      })();
    },
    [checkAll],
  );

  return {
    field,
    errors,
    checkAll,
    placeErrors,
    getValue,
    setValue,
    reset,
    submitWith,
    submitting,
  };
}
