// The car a post is about (optional tags): year, then make and model with the catalog's names as
// suggestions (free text allowed).
import { Combobox } from '../../components/ui/combobox.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { useMakes, useModels } from '../../lib/vehicle-data/get-catalog.ts';
import type { FieldErrors, PostFormValues } from './post-form-values.ts';

interface CarTagFieldsProps {
  values: Pick<PostFormValues, 'make' | 'model' | 'year'>;
  errors: FieldErrors;
  onChange: (change: Partial<PostFormValues>) => void;
}

/** The catalog lists makes per model year: without a year, last year's list suggests names. */
const FALLBACK_YEAR = new Date().getFullYear() - 1;

export function CarTagFields({ values, errors, onChange }: CarTagFieldsProps) {
  const typed = /^\d{4}$/.test(values.year.trim()) ? Number(values.year.trim()) : FALLBACK_YEAR;
  const makes = useMakes(typed);
  const models = useModels(typed, values.make);
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-1 text-sm font-medium">
        Car <span className="font-normal text-muted-foreground">(optional)</span>
      </legend>
      <div className="grid grid-cols-[6.5rem_1fr] gap-3 sm:grid-cols-[7rem_1fr_1fr]">
        <FormField label="Year" error={errors.year}>
          {(ids) => (
            <Input
              {...ids}
              inputMode="numeric"
              maxLength={4}
              placeholder="2019"
              value={values.year}
              onChange={(event) => onChange({ year: event.target.value.replace(/\D/g, '') })}
            />
          )}
        </FormField>
        <FormField label="Make" error={errors.make}>
          {(ids) => (
            <Combobox
              {...ids}
              value={values.make}
              maxLength={40}
              placeholder="Honda"
              options={makes.data ?? []}
              loading={makes.isFetching}
              onValueChange={(make) => onChange({ make })}
            />
          )}
        </FormField>
        <FormField label="Model" error={errors.model} className="col-span-2 sm:col-span-1">
          {(ids) => (
            <Combobox
              {...ids}
              value={values.model}
              maxLength={60}
              placeholder="Civic"
              options={models.data ?? []}
              loading={models.isFetching}
              onValueChange={(model) => onChange({ model })}
            />
          )}
        </FormField>
      </div>
    </fieldset>
  );
}
