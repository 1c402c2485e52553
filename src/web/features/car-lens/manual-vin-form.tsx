// Typing the VIN instead of a photo: checked as typed (length, I/O/Q, check digit) with the same
// schema the server uses, then decoded by POST /api/car-lens/vin.
import { zodResolver } from '@hookform/resolvers/zod';
import { Keyboard } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { carLensVinInputSchema } from '../../../shared/car-lens.ts';

interface ManualVinFormProps {
  busy: boolean;
  onSubmit: (vin: string) => void;
}

export function ManualVinForm({ busy, onSubmit }: ManualVinFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ vin: string }>({
    resolver: zodResolver(carLensVinInputSchema) as never,
    defaultValues: { vin: '' },
  });
  return (
    <form
      noValidate
      className="grid gap-3"
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
