// The assessment form: two ways in (a garage car, or any car by its make and model or VIN), the
// optional condition answers, the limit check before the call, and progress while Odo assesses.
import { CarFront, Search, Sparkles } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs.tsx';
import { ApiError, isLimitReached } from '../../lib/api-client.ts';
import { useAppContext } from '../../lib/app-context.ts';
import { fromKm, type DistanceUnit } from '../../../shared/units-vocab.ts';
import type { AssessmentSearch } from '../../../shared/assessment-vocab.ts';
import type { VehicleSuggestion } from '../../../shared/vehicle-data.ts';
import { vehicleName } from './assessment-format.ts';
import {
  emptyAssessmentForm,
  toAssessmentInput,
  toSearchTerms,
  type AssessmentField,
  type AssessmentFormErrors,
  type AssessmentFormValues,
  type AssessmentMode,
} from './assessment-form-schema.ts';
import { AssessmentProgress } from './assessment-progress.tsx';
import { MarketField } from './market-field.tsx';
import { ConditionFields } from './condition-fields.tsx';
import { useCreateAssessment, type AssessmentReply } from './create-assessment.ts';
import { GarageChoice } from './garage-choice.tsx';
import { RecentSearches } from './recent-searches.tsx';
import { unknownVehicleHint, type UnknownVehicleHint } from './unknown-vehicle.ts';
import { useAssessmentForm, type SetFieldOptions } from './use-assessment-form.ts';

interface AssessmentFormProps {
  distance: DistanceUnit;
  /** `/assessment?vehicleId=…`: that garage car, chosen. */
  initialVehicleId?: string | null;
  /** A described car to start from (e.g. one Car Lens decoded). */
  initialCar?: InitialCar | null;
  onAssessed: (result: AssessmentReply) => void;
}

export interface InitialCar {
  year: string;
  make: string;
  model: string;
  trim: string;
  vin: string;
}

const FIELD_NAMES = new Set([
  'vehicleId',
  'year',
  'make',
  'model',
  'trim',
  'mileage',
  'vin',
  'market',
]);

// "Any car" (make, model, VIN decoding, the catalog) loads when that way in is shown: a member
// with a car starts from the garage and may never need it.
const CarFields = lazy(async () => ({ default: (await import('./car-fields.tsx')).CarFields }));

/** Where the form's fields go while the garage list or "Any car" is loading. */
function FieldsPlaceholder({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-11 w-2/3" />
    </div>
  );
}

/**
 * The form opens once the garage list has answered, so it starts in the right way in (a garage
 * car when there is one) instead of switching under the user's eyes.
 */
export function AssessmentForm(props: AssessmentFormProps) {
  const { garageLoading } = useAppContext();
  if (garageLoading && !props.initialCar) return <FieldsPlaceholder label="Loading your garage" />;
  return <AssessmentFormFields {...props} />;
}

function AssessmentFormFields({
  distance,
  initialVehicleId,
  initialCar,
  onAssessed,
}: AssessmentFormProps) {
  const { garage, checkLimit, recordUsage, addSearch } = useAppContext();
  const formRef = useRef<HTMLFormElement>(null);
  const startMode: AssessmentMode =
    !initialCar && (initialVehicleId || garage.length > 0) ? 'garage' : 'car';
  const form = useAssessmentForm(
    () => ({
      ...emptyAssessmentForm(
        startMode,
        initialVehicleId ?? (garage.length === 1 ? (garage[0]?.id ?? '') : ''),
      ),
      ...initialCar,
    }),
    distance,
    formRef,
  );
  const { values, errors, setField, clearErrors } = form;
  const mode = values.mode;
  const create = useCreateAssessment();
  const [formError, setFormError] = useState<string | null>(null);
  const [assessing, setAssessing] = useState<string | null>(null);
  // A car the catalog does not have: the nearest real years or close spellings, until it changes.
  const [carHint, setCarHint] = useState<UnknownVehicleHint | null>(null);
  const setCarField = useCallback(
    (name: AssessmentField, value: string, options?: SetFieldOptions) => {
      if (name === 'year' || name === 'make' || name === 'model') setCarHint(null);
      setField(name, value, options);
    },
    [setField],
  );
  const focusField = (name: string) =>
    formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus();
  const pickYear = (year: number) => {
    setCarField('year', String(year), { validate: true });
    focusField('year');
  };
  const pickCar = (suggestion: VehicleSuggestion) => {
    setCarField('make', suggestion.make, { validate: true });
    if (suggestion.model) setCarField('model', suggestion.model, { validate: true });
    focusField(suggestion.model ? 'model' : 'make');
  };

  // The garage list may answer after the form opened: until the user picks a way in, a garage
  // car is the default (and the only one is chosen).
  const picked = useRef(Boolean(initialCar));
  const chosenId = values.vehicleId;
  useEffect(() => {
    if (picked.current || garage.length === 0) return;
    setField('mode', 'garage');
    if (!chosenId && garage.length === 1) setField('vehicleId', garage[0]!.id);
  }, [garage, chosenId, setField]);

  const switchTo = (next: AssessmentMode) => {
    picked.current = true;
    setField('mode', next);
    clearErrors();
    setFormError(null);
    setCarHint(null);
  };

  const fillFromSearch = (search: AssessmentSearch) => {
    switchTo('car');
    setField('year', String(search.year));
    setField('make', search.make);
    setField('model', search.model);
    setField('trim', search.trim);
    setField('mileage', String(Math.round(fromKm(search.mileage, distance))));
    setField('vin', '');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    let checked: AssessmentFormValues | null;
    try {
      checked = await form.check();
    } catch {
      setFormError('The form could not be checked. Check your connection and try again.');
      return;
    }
    if (!checked) return;
    // SPEC.md §4: the client's check opens the limit modal; the server still decides.
    if (!checkLimit('assessment')) return;
    const input = toAssessmentInput(checked, distance);
    const chosen = garage.find((vehicle) => vehicle.id === checked.vehicleId);
    setAssessing(
      checked.mode === 'garage'
        ? chosen
          ? vehicleName(chosen)
          : 'your car'
        : vehicleName(toSearchTerms(checked, distance)),
    );
    try {
      const result = await create.mutateAsync(input);
      recordUsage('assessment');
      if (checked.mode === 'car') addSearch(toSearchTerms(checked, distance));
      onAssessed(result);
    } catch (error) {
      // A 402 opens the limit modal by itself (AppProvider); nothing was charged.
      if (isLimitReached(error)) return;
      if (error instanceof ApiError && error.fields.length > 0) {
        const refused: AssessmentFormErrors = {};
        for (const field of error.fields) {
          if (FIELD_NAMES.has(field.path)) refused[field.path] = field.message;
        }
        form.refuse(refused);
      }
      // A car that never existed: said on its field, with the real years or spellings to pick.
      const hint = unknownVehicleHint(error);
      if (hint) {
        setCarHint(hint);
        return;
      }
      setFormError(
        error instanceof ApiError && error.status === 404
          ? 'That car is no longer in your garage. Choose another one.'
          : `The assessment could not be made: ${error instanceof Error ? error.message : 'unknown error'}`,
      );
    } finally {
      setAssessing(null);
    }
  };

  if (assessing !== null) return <AssessmentProgress name={assessing} />;

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={form.preload}
      onPointerDown={form.preload}
      className="grid gap-5"
      aria-label="Assess a car"
    >
      <RecentSearches onPick={fillFromSearch} />

      <Tabs value={mode} onValueChange={(value) => switchTo(value as AssessmentMode)}>
        <TabsList className="grid w-full grid-cols-2" aria-label="What to assess">
          <TabsTrigger value="garage" className="gap-2">
            <CarFront className="size-4" aria-hidden="true" />
            My garage
          </TabsTrigger>
          <TabsTrigger value="car" className="gap-2">
            <Search className="size-4" aria-hidden="true" />
            Any car
          </TabsTrigger>
        </TabsList>
        <TabsContent value="garage" className="mt-5">
          <GarageChoice
            vehicles={garage}
            distance={distance}
            value={values.vehicleId}
            onChange={(id) => setField('vehicleId', id)}
            error={errors.vehicleId}
            onUseAnyCar={() => switchTo('car')}
          />
        </TabsContent>
        <TabsContent value="car" className="mt-5">
          {mode === 'car' ? (
            <Suspense fallback={<FieldsPlaceholder label="Loading the car fields" />}>
              <CarFields
                values={values}
                setField={setCarField}
                errors={errors}
                distance={distance}
                hint={carHint}
                onPickYear={pickYear}
                onPickCar={pickCar}
              />
            </Suspense>
          ) : null}
        </TabsContent>
      </Tabs>

      <MarketField
        value={values.market}
        onChange={(market) => setField('market', market)}
        error={errors.market}
      />

      <ConditionFields answers={values.answers} setAnswer={form.setAnswer} errors={errors} />

      {formError ? (
        <Alert tone="error" role="alert">
          {formError}
        </Alert>
      ) : null}

      {mode === 'garage' && garage.length === 0 ? null : (
        <Button type="submit" size="lg" className="w-full sm:w-auto sm:justify-self-start">
          <Sparkles aria-hidden="true" />
          Assess this car
        </Button>
      )}
    </form>
  );
}
