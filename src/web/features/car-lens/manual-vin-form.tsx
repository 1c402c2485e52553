// Typing the VIN instead of a photo (or correcting a photo's partial reading): checked as typed
// with the shared VIN rule (length, I/O/Q, check digit where the market requires one) and the same
// schema the server uses, then decoded by POST /api/car-lens/vin. No form library for one field
// (the page's first view stays lighter): checked on submit, then again as it changes, as
// react-hook-form's defaults did; a refused VIN takes the focus.
import { Keyboard } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';

type VinCheck = (vin: string) => { ok: true; vin: string } | { ok: false; message: string };

let pending: Promise<VinCheck> | null = null;

/** The shared schema (and zod) load when the form is first used. */
function loadCheck(): Promise<VinCheck> {
  return (pending ??= import('../../../shared/car-lens.ts').then(
    ({ carLensVinInputSchema }): VinCheck =>
      (vin) => {
        const result = carLensVinInputSchema.safeParse({ vin });
        if (result.success) return { ok: true, vin: result.data.vin };
        return { ok: false, message: result.error.issues[0]?.message ?? 'Invalid VIN' };
      },
    (error: unknown) => {
      pending = null;
      throw error;
    },
  ));
}

function preload() {
  loadCheck().catch(() => {
    // A failed load is retried on submit, where the error surfaces.
  });
}

interface ManualVinFormProps {
  busy: boolean;
  /** A partial reading of a photo to correct (a not_recognised scan), or ''. */
  initialVin?: string;
  onSubmit: (vin: string) => void;
}

export function ManualVinForm({ busy, initialVin = '', onSubmit }: ManualVinFormProps) {
  const [error, setError] = useState<string | undefined>();
  const submitted = useRef(false);
  const input = useRef<HTMLInputElement>(null);

  async function check(focus: boolean): Promise<string | null> {
    const result = (await loadCheck())(input.current?.value ?? '');
    setError(result.ok ? undefined : result.message);
    if (!result.ok && focus) input.current?.focus();
    return result.ok ? result.vin : null;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    submitted.current = true;
    const vin = await check(true);
    if (vin !== null) onSubmit(vin.trim().toUpperCase());
  }

  return (
    <form
      noValidate
      className="grid gap-3"
      onFocus={preload}
      onPointerDown={preload}
      onSubmit={(event) => void submit(event)}
    >
      <FormField
        label="Type the VIN"
        error={error}
        hint="17 characters, on the windscreen (driver side), the door jamb or the registration document."
      >
        {(control) => (
          <Input
            {...control}
            ref={input}
            name="vin"
            defaultValue={initialVin}
            onChange={() => {
              if (submitted.current) void check(false);
            }}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            placeholder="e.g. 1HGCM82633A004352"
            className="font-mono uppercase placeholder:normal-case"
          />
        )}
      </FormField>
      <Button type="submit" variant="outline" disabled={busy} className="justify-self-start">
        <Keyboard aria-hidden="true" />
        Decode VIN
      </Button>
    </form>
  );
}
