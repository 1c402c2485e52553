// A labelled form field whose input is a Combobox bound to react-hook-form (the garage's and the
// assessment's year, make and model pickers): free text, with the catalog's names as suggestions.
import type { ComponentProps } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Combobox } from './ui/combobox.tsx';
import { FormField } from './ui/form-field.tsx';

type ComboboxFieldProps<Values extends FieldValues> = {
  control: Control<Values>;
  name: FieldPathByValue<Values, string>;
  label: string;
  error?: string;
} & Omit<ComponentProps<typeof Combobox>, 'name' | 'value' | 'onValueChange' | 'onBlur' | 'ref'>;

export function ComboboxField<Values extends FieldValues>({
  control,
  name,
  label,
  error,
  ...combobox
}: ComboboxFieldProps<Values>) {
  return (
    <FormField label={label} error={error}>
      {(ids) => (
        <Controller
          control={control}
          name={name}
          render={({ field }) => (
            <Combobox
              {...ids}
              {...combobox}
              name={field.name}
              ref={field.ref}
              value={field.value}
              onValueChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
      )}
    </FormField>
  );
}
