// The /support contact form: the shared schema on both sides, inline field errors, a sending state,
// a success state and a clear server error. Prefilled with the member's name and e-mail once the
// session is known (after mount: the page is public and rendered ahead of time).
import { CircleCheck, Send } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { SUPPORT_EMAIL } from '../../../shared/product.ts';
import {
  SUPPORT_ANSWER_TIME,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_TOPIC_LABELS,
  SUPPORT_TOPICS,
} from '../../../shared/support-vocab.ts';
import type { SupportMessageInput } from '../../../shared/support.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { lazyResolver } from '../../lib/lazy-resolver.ts';
import { sendSupportMessage } from './send-support-message.ts';
import { useSessionSender } from './session-sender.ts';

type ContactValues = Omit<SupportMessageInput, 'topic'> & {
  topic: SupportMessageInput['topic'] | '';
};

// zod and the shared schema load when the visitor first focuses the form (see lazyResolver).
const validation = lazyResolver<ContactValues>(async () => {
  const [{ zodResolver }, { supportMessageSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('../../../shared/support.ts'),
  ]);
  // The form holds '' for "no topic chosen yet"; the schema refuses it with its own message.
  return zodResolver(supportMessageSchema) as unknown as Resolver<ContactValues>;
});

const EMPTY: ContactValues = { name: '', email: '', topic: '', message: '' };
const FIELDS = new Set(['name', 'email', 'topic', 'message'] as const);

export function ContactForm() {
  const sender = useSessionSender();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    setValue,
    reset,
    control,
    formState: { errors, isSubmitting },
  } = useForm<ContactValues>({
    resolver: validation.resolver,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  // Prefill once the session is known, without overwriting what the visitor already typed.
  useEffect(() => {
    if (!sender) return;
    if (!getValues('name')) setValue('name', sender.name);
    if (!getValues('email')) setValue('email', sender.email);
  }, [sender, getValues, setValue]);

  useEffect(() => {
    if (sentTo) successRef.current?.focus();
  }, [sentTo]);

  const messageLength = useWatch({ control, name: 'message' }).length;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      // Loaded by the resolver already: the trimmed message as the server takes it.
      const { supportMessageSchema } = await import('../../../shared/support.ts');
      const parsed = supportMessageSchema.parse(values);
      await sendSupportMessage(parsed);
      setSentTo(parsed.email);
    } catch (error) {
      if (error instanceof ApiError) {
        let unplaced = error.fields.length === 0;
        for (const field of error.fields) {
          if (FIELDS.has(field.path as never)) {
            setError(field.path as keyof ContactValues, { type: 'server', message: field.message });
          } else unplaced = true;
        }
        setFormError(unplaced ? error.message : null);
      } else {
        setFormError('Your message could not be sent. Check your connection and try again.');
      }
    }
  });

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
              reset({ ...EMPTY, name: sender?.name ?? '', email: sender?.email ?? '' });
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
      onSubmit={onSubmit}
      onFocus={validation.preload}
      onPointerDown={validation.preload}
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
        <FormField label="Your name" error={errors.name?.message}>
          {(control) => <Input autoComplete="name" {...control} {...register('name')} />}
        </FormField>
        <FormField label="E-mail for our answer" error={errors.email?.message}>
          {(control) => (
            <Input
              type="email"
              inputMode="email"
              autoComplete="email"
              autoCapitalize="none"
              spellCheck={false}
              {...control}
              {...register('email')}
            />
          )}
        </FormField>
      </div>
      <FormField label="Topic" error={errors.topic?.message}>
        {(control) => (
          <NativeSelect {...control} {...register('topic')}>
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
        error={errors.message?.message}
        hint={`What happened, on which page and device. ${messageLength} / ${SUPPORT_MESSAGE_MAX}`}
      >
        {(control) => <Textarea rows={6} {...control} {...register('message')} />}
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
