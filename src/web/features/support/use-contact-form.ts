// The contact form's state without a form library (the public /support page stays lighter): the
// fields stay uncontrolled, as the prerendered page has them; zod and the shared schema load when
// the form is first used. Like react-hook-form's `onTouched` mode: a field is checked when it
// loses the focus, then as it changes (every field after a submit); the first refused field takes
// the focus; an error the server placed on a field stays until that field is checked again.
import { useCallback, useRef, useState } from 'react';
import type { SupportMessage, SupportMessageInput } from '../../../shared/support.ts';

export type ContactField = 'name' | 'email' | 'topic' | 'message';
export type ContactValues = Omit<SupportMessageInput, 'topic'> & {
  topic: SupportMessageInput['topic'] | '';
};
type ContactErrors = Partial<Record<ContactField, string>>;
type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
type Check = (values: ContactValues) => { data: SupportMessage | null; errors: ContactErrors };

export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'topic', 'message'];

let pending: Promise<Check> | null = null;

function loadCheck(): Promise<Check> {
  return (pending ??= import('../../../shared/support.ts').then(
    ({ supportMessageSchema }): Check =>
      (values) => {
        // The form holds '' for "no topic chosen yet"; the schema refuses it with its own message.
        const result = supportMessageSchema.safeParse(values);
        if (result.success) return { data: result.data, errors: {} };
        const errors: ContactErrors = {};
        for (const issue of result.error.issues) {
          const field = issue.path[0] as ContactField;
          errors[field] ??= issue.message;
        }
        return { data: null, errors };
      },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  ));
}

export function preloadContactCheck() {
  loadCheck().catch(() => {
    // A failed load is retried on submit, where the error surfaces.
  });
}

export function useContactForm() {
  const elements = useRef<Partial<Record<ContactField, FieldElement | null>>>({});
  const touched = useRef(new Set<ContactField>());
  const submitted = useRef(false);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [messageLength, setMessageLength] = useState(0);

  const values = useCallback(
    (): ContactValues => ({
      name: elements.current.name?.value ?? '',
      email: elements.current.email?.value ?? '',
      topic: (elements.current.topic?.value ?? '') as ContactValues['topic'],
      message: elements.current.message?.value ?? '',
    }),
    [],
  );

  const checkField = useCallback(
    async (field: ContactField) => {
      const message = (await loadCheck())(values()).errors[field];
      setErrors((current) => {
        if (current[field] === message) return current;
        const next = { ...current, [field]: message };
        if (!message) delete next[field];
        return next;
      });
    },
    [values],
  );

  /** The props that tie a field's element to the form (like react-hook-form's `register`). */
  const field = useCallback(
    (name: ContactField) => ({
      name,
      ref: (element: FieldElement | null) => {
        elements.current[name] = element;
      },
      onBlur: () => {
        touched.current.add(name);
        void checkField(name);
      },
      onChange: (event: { currentTarget: FieldElement }) => {
        if (name === 'message') setMessageLength(event.currentTarget.value.length);
        if (submitted.current || touched.current.has(name)) void checkField(name);
      },
    }),
    [checkField],
  );

  /** Checks every field; the parsed message, or null (the first refused field focused). */
  const checkAll = useCallback(async (): Promise<SupportMessage | null> => {
    submitted.current = true;
    const result = (await loadCheck())(values());
    setErrors(result.errors);
    const first = CONTACT_FIELDS.find((name) => result.errors[name]);
    if (first) elements.current[first]?.focus();
    return result.data;
  }, [values]);

  /** Sets a field's value as if typed (a prefill): nothing is checked. */
  const setValue = useCallback((name: ContactField, value: string) => {
    const element = elements.current[name];
    if (!element) return;
    element.value = value;
    if (name === 'message') setMessageLength(value.length);
  }, []);

  const reset = useCallback(() => {
    touched.current.clear();
    submitted.current = false;
    setErrors({});
    setMessageLength(0);
  }, []);

  const getValue = useCallback((name: ContactField) => elements.current[name]?.value ?? '', []);

  return {
    field,
    errors,
    setErrors,
    messageLength,
    checkAll,
    getValue,
    setValue,
    reset,
  };
}
