// The /support contact form: the shared schema on both sides, inline field errors, a sending state,
// a success state and a clear server error. Prefilled with the member's name and e-mail once the
// session is known (after mount: the page is public and rendered ahead of time).
import { CircleCheck, Send } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { SUPPORT_EMAIL } from '../../../shared/product.ts';
import {
  SUPPORT_ANSWER_TIME,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_TOPIC_LABELS,
  SUPPORT_TOPICS,
} from '../../../shared/support-vocab.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { serverFieldErrors } from '../../lib/server-field-errors.ts';
import { sendSupportMessage } from './send-support-message.ts';
import { useSessionSender } from './session-sender.ts';
import type { SupportMessage, SupportMessageInput } from '../../../shared/support.ts';
import { lazyCheck, schemaCheck, useCheckedForm } from '../../lib/use-checked-form.ts';

type ContactField = keyof SupportMessageInput;
const FIELDS: readonly ContactField[] = ['name', 'email', 'topic', 'message'];
/** The server's field names are the form's. */
const SERVER_FIELDS = Object.fromEntries(FIELDS.map((name) => [name, name])) as Record<
  ContactField,
  ContactField
>;

// zod and the shared schema load when the visitor first uses the form. The form holds '' for "no
// topic chosen yet"; the schema refuses it with its own message.
const check = lazyCheck(async () => {
  const { supportMessageSchema } = await import('../../../shared/support.ts');
  return schemaCheck<ContactField, SupportMessage>(supportMessageSchema);
});

export function ContactForm() {
  const sender = useSessionSender();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  // What the fields start with when the form is shown again after a message was sent.
  const [start, setStart] = useState({ name: '', email: '' });
  const successRef = useRef<HTMLDivElement>(null);
  const [messageLength, setMessageLength] = useState(0);
  const countMessage = useCallback((name: ContactField, value: string) => {
    if (name === 'message') setMessageLength(value.length);
  }, []);
  const { field, errors, checkAll, placeErrors, getValue, setValue, reset } = useCheckedForm(
    FIELDS,
    check,
    countMessage,
  );

  // Prefill once the session is known, without overwriting what the visitor already typed.
  useEffect(() => {
    if (!sender) return;
    if (!getValue('name')) setValue('name', sender.name);
    if (!getValue('email')) setValue('email', sender.email);
  }, [sender, getValue, setValue]);

  useEffect(() => {
    if (sentTo) successRef.current?.focus();
  }, [sentTo]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitting(true);
    try {
      const parsed = await checkAll();
      if (!parsed) return;
      setFormError(null);
      try {
        await sendSupportMessage(parsed);
        setSentTo(parsed.email);
      } catch (error) {
        const { placed, alert } = serverFieldErrors(
          error,
          SERVER_FIELDS,
          'Your message could not be sent. Check your connection and try again.',
        );
        placeErrors(placed, false);
        setFormError(alert);
      }
    } finally {
      setSubmitting(false);
    }
  }

  if (sentTo) {
    return (
      <div
        ref={successRef}
        tabIndex={-1}
        role="status"
        className="grid gap-3 rounded-control outline-none"
        data-testid="support-success"
      >
        <div className="flex items-center gap-3">
          <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-success-soft text-success">
            <CircleCheck className="size-6" aria-hidden="true" />
          </span>
          <h3 className="text-lg font-semibold text-foreground">We got your message</h3>
        </div>
        <p>
          Thank you. We answer {SUPPORT_ANSWER_TIME} by e-mail to{' '}
          <strong className="break-all text-foreground">{sentTo}</strong>.
        </p>
        <div>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              reset();
              setMessageLength(0);
              setStart({ name: sender?.name ?? '', email: sender?.email ?? '' });
              setSentTo(null);
            }}
          >
            Send another message
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={check.preload}
      onPointerDown={check.preload}
      className="grid gap-5"
      aria-label="Contact support"
    >
      {formError ? (
        <Alert tone="error" role="alert">
          <span>
            {formError} You can also e-mail{' '}
            <a className="font-medium underline" href={`mailto:${SUPPORT_EMAIL}`}>
              {SUPPORT_EMAIL}
            </a>
            .
          </span>
        </Alert>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="Your name" error={errors.name}>
          {(control) => (
            <Input autoComplete="name" defaultValue={start.name} {...control} {...field('name')} />
          )}
        </FormField>
        <FormField label="E-mail for our answer" error={errors.email}>
          {(control) => (
            <Input
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              defaultValue={start.email}
              {...control}
              {...field('email')}
            />
          )}
        </FormField>
      </div>
      <FormField label="Topic" error={errors.topic}>
        {(control) => (
          <NativeSelect defaultValue="" {...control} {...field('topic')}>
            <option value="" disabled>
              Choose a topic
            </option>
            {SUPPORT_TOPICS.map((topic) => (
              <option key={topic} value={topic}>
                {SUPPORT_TOPIC_LABELS[topic]}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        label="Message"
        error={errors.message}
        hint={`What happened, on which page and device. ${messageLength} / ${SUPPORT_MESSAGE_MAX}`}
      >
        {(control) => <Textarea rows={6} {...control} {...field('message')} />}
      </FormField>
      <div>
        <Button
          type="submit"
          size="lg"
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
        >
          {isSubmitting ? <Spinner className="size-4.5" /> : <Send aria-hidden="true" />}
          {isSubmitting ? 'Sending…' : 'Send message'}
        </Button>
      </div>
    </form>
  );
}
