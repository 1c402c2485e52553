// Settings: distance, fuel volume and currency, each saved as soon as it is chosen.
import {
  DISTANCE_UNITS,
  VOLUME_UNITS,
  type DistanceUnit,
  type VolumeUnit,
} from '../../../shared/units-vocab.ts';
import { FormField } from '../../components/ui/form-field.tsx';
import { NativeSelect } from '../../components/ui/native-select.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { trackFeature } from '../../lib/analytics.ts';
import { useUnitPrefs } from '../../lib/unit-prefs/use-unit-prefs.ts';
import { SettingsSection } from './settings-section.tsx';

const DISTANCE_TEXT: Record<DistanceUnit, string> = { km: 'Kilometres (km)', mi: 'Miles (mi)' };
const VOLUME_TEXT: Record<VolumeUnit, string> = {
  l: 'Litres (L)',
  us_gal: 'US gallons',
  uk_gal: 'Imperial gallons (UK)',
};
const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'JPY',
  'INR',
  'ZAR',
  'BRL',
  'MXN',
];

export function UnitsSection() {
  const [prefs, update] = useUnitPrefs();
  const toast = useToast();
  const save = (next: Parameters<typeof update>[0]) => {
    update(next);
    trackFeature('settings.units', { ...next });
    toast({ title: 'Saved', tone: 'success', duration: 2000 });
  };
  const currencies = CURRENCIES.includes(prefs.currency)
    ? CURRENCIES
    : [prefs.currency, ...CURRENCIES];
  return (
    <SettingsSection
      id="settings-units"
      title="Units and currency"
      description="How Odo shows distances, fuel and money."
    >
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField label="Distance">
          {(control) => (
            <NativeSelect
              {...control}
              value={prefs.distance}
              onChange={(event) => save({ distance: event.target.value as DistanceUnit })}
            >
              {DISTANCE_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {DISTANCE_TEXT[unit]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField label="Fuel volume">
          {(control) => (
            <NativeSelect
              {...control}
              value={prefs.volume}
              onChange={(event) => save({ volume: event.target.value as VolumeUnit })}
            >
              {VOLUME_UNITS.map((unit) => (
                <option key={unit} value={unit}>
                  {VOLUME_TEXT[unit]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          label="Currency"
          hint="For new records. Each amount keeps the currency it was entered in."
        >
          {(control) => (
            <NativeSelect
              {...control}
              value={prefs.currency}
              onChange={(event) => save({ currency: event.target.value })}
            >
              {currencies.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
    </SettingsSection>
  );
}
