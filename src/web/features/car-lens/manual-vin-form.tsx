// Typing the VIN instead of a photo (or correcting a photo's partial reading): checked as typed
// with the shared VIN rule (length, I/O/Q, check digit where the market requires one) and the same
// schema the server uses, then decoded by POST /api/car-lens/vin.
import { Keyboard } from 'lucide-react';
import { useForm, type Resolver } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { lazyResolver } from '../../lib/lazy-resolver.ts';

// zod and the shared schema load when the form is first focused (see lazyResolver).
const validation = lazyResolver<{ vin: string }>(async () => {
  const [{ zodResolver }, { carLensVinInputSchema }] = await Promise.all([
    import('@hookform/resolvers/zod'),
    import('../../../shared/car-lens.ts'),
  ]);
  return zodResolver(carLensVinInputSchema) as unknown as Resolver<{ vin: string }>;
});

interface ManualVinFormProps {
  busy: boolean;
  /** A partial reading of a photo to correct (a not_recognised scan), or ''. */
  initialVin?: string;
  onSubmit: (vin: string) => void;
}

export function ManualVinForm({ busy, initialVin = '', onSubmit }: ManualVinFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ vin: string }>({
    resolver: validation.resolver,
    defaultValues: { vin: initialVin },
  });
  return (
    <form
      noValidate
      className="grid gap-3"
      onFocus={validation.preload}
      onPointerDown={validation.preload}
      onSubmit={handleSubmit((values) => onSubmit(values.vin.trim().toUpperCase()))}
    >
      <FormField
        label="Type the VIN"
        error={errors.vin?.message}
        hint="17 characters, on the windscreen (driver side), the door jamb or the registration document."
      >
        {(control) => (
          <Input
            {...control}
            {...register('vin')}
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
