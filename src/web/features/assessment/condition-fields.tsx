// The optional "Condition" answers, folded away until asked for: what the user knows of the car's
// past (accidents, services, warning lights, rust, owners) and free notes.
import { ChevronDown, ClipboardPen } from 'lucide-react';
import { useId, useState } from 'react';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { cn } from '../../lib/cn.ts';
import {
  ACCIDENT_HISTORY,
  ACCIDENT_HISTORY_LABELS,
  ASSESSMENT_NOTES_MAX,
  RUST_SEEN,
  RUST_SEEN_LABELS,
  SERVICE_HISTORY,
  SERVICE_HISTORY_LABELS,
} from '../../../shared/assessment-vocab.ts';
import type {
  AnswerField,
  AnswersFormValues,
  AssessmentFormErrors,
} from './assessment-form-schema.ts';

interface ConditionFieldsProps {
  answers: AnswersFormValues;
  setAnswer: <K extends AnswerField>(name: K, value: AnswersFormValues[K]) => void;
  /** The form's messages; the answers' are at `answers.<name>`. */
  errors: AssessmentFormErrors;
}

function answeredCount(answers: AnswersFormValues): number {
  return Object.values(answers).filter((value) => String(value).trim() !== '').length;
}

export function ConditionFields({ answers, setAnswer, errors }: ConditionFieldsProps) {
  const regionId = useId();
  const answered = answeredCount(answers);
  const error = (name: AnswerField) => errors[`answers.${name}`];
  // The props that bind a control to one answer.
  const bind = <K extends AnswerField>(name: K) => ({
    name: `answers.${name}`,
    value: answers[name],
    onChange: (event: { target: { value: string } }) =>
      setAnswer(name, event.target.value as AnswersFormValues[K]),
  });
  // Opens by itself when one of its answers is refused, so the message is seen.
  const [open, setOpen] = useState(false);
  const expanded =
    open || Object.keys(errors).some((path) => path.startsWith('answers.') && errors[path]);

  return (
    <div className="rounded-control border border-border">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={regionId}
        onClick={() => setOpen(!expanded)}
        className="flex w-full items-center gap-3 rounded-control px-4 py-3 text-left hover:bg-muted/60"
      >
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-muted text-muted-foreground">
          <ClipboardPen className="size-4.5" aria-hidden="true" />
        </span>
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="font-semibold">
            Condition <span className="font-normal text-muted-foreground">(optional)</span>
          </span>
          <span className="text-xs text-muted-foreground">
            {answered > 0
              ? `${answered} ${answered === 1 ? 'answer' : 'answers'} given`
              : 'Accidents, service history, warning lights, rust, owners'}
          </span>
        </span>
        <ChevronDown
          className={cn(
            'size-5 shrink-0 text-muted-foreground transition-transform',
            expanded && 'rotate-180',
          )}
          aria-hidden="true"
        />
      </button>
      <div
        id={regionId}
        role="group"
        aria-label="Condition"
        hidden={!expanded}
        className="grid gap-4 border-t border-border px-4 pt-4 pb-4 sm:grid-cols-2"
      >
        <FormField label="Accident history" error={error('accidentHistory')}>
          {(ids) => (
            <NativeSelect {...ids} {...bind('accidentHistory')}>
              <option value="">Not answered</option>
              {ACCIDENT_HISTORY.map((value) => (
                <option key={value} value={value}>
                  {ACCIDENT_HISTORY_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Service history" error={error('serviceHistory')}>
          {(ids) => (
            <NativeSelect {...ids} {...bind('serviceHistory')}>
              <option value="">Not answered</option>
              {SERVICE_HISTORY.map((value) => (
                <option key={value} value={value}>
                  {SERVICE_HISTORY_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Warning lights on" error={error('warningLightsOn')}>
          {(ids) => (
            <NativeSelect {...ids} {...bind('warningLightsOn')}>
              <option value="">Not answered</option>
              <option value="yes">Yes, a warning light is on</option>
              <option value="no">No warning lights</option>
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Rust seen" error={error('rustSeen')}>
          {(ids) => (
            <NativeSelect {...ids} {...bind('rustSeen')}>
              <option value="">Not answered</option>
              {RUST_SEEN.map((value) => (
                <option key={value} value={value}>
                  {RUST_SEEN_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Number of owners" error={error('owners')}>
          {(ids) => <Input {...ids} {...bind('owners')} inputMode="numeric" placeholder="2" />}
        </FormField>
        <FormField
          label="Notes"
          className="sm:col-span-2"
          error={error('notes')}
          hint={`${answers.notes.length}/${ASSESSMENT_NOTES_MAX} · anything else you noticed: noises, smells, repairs done`}
        >
          {(ids) => (
            <Textarea
              {...ids}
              {...bind('notes')}
              className="min-h-24"
              maxLength={ASSESSMENT_NOTES_MAX}
              placeholder="Clunk from the front over bumps; new tyres last spring"
            />
          )}
        </FormField>
      </div>
    </div>
  );
}
