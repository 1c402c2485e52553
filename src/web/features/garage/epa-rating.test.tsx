import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EpaRating } from './epa-rating.tsx';
import type { VehicleDetail } from './garage-types.ts';

type Epa = NonNullable<VehicleDetail['epa']>;

// The reply in km: an EV rated 25 kWh/100 mi (15.53 kWh/100 km) whose owner averages 13 kWh/100 km.
const LEAF: Epa = {
  combined: 15.5,
  city: 14.3,
  highway: 16.8,
  unit: 'kWh/100 km',
  higherIsBetter: false,
  miPerKwh: null,
  epa: { combined: 25, city: 23, highway: 27, unit: 'kWh/100 mi' },
  per100Km: { combined: 15.53, city: 14.29, highway: 16.78, yours: 13 },
  yours: 13,
  differencePercent: -16,
  verdict: 'better',
  summary:
    'You average 13 kWh/100 km: 16% less energy than the EPA combined rating (15.5 kWh/100 km).',
  matched: '2020 Nissan Leaf (40 kW-hr battery pack)',
  approximate: false,
  powertrain: 'electric',
  variants: 1,
  charging: null,
  source: {
    organisation: 'US EPA / DOE (fueleconomy.gov)',
    document: 'Fuel economy ratings, 2020 Nissan Leaf',
    url: 'https://www.fueleconomy.gov/feg/noframes/42000.shtml',
  },
};

// The same EV in a reply in miles: the server's kWh/100 mi, with mi/kWh beside them.
const LEAF_MI: Epa = {
  ...LEAF,
  combined: 25,
  city: 23,
  highway: 27,
  unit: 'kWh/100 mi',
  miPerKwh: 4,
  yours: 20.9,
};

// A petrol car rated 30 mpg (US) = 7.84 L/100 km, no fill-ups yet, in a reply in US gallons.
const PETROL: Epa = {
  ...LEAF,
  combined: 30,
  city: null,
  highway: null,
  unit: 'mpg (US)',
  higherIsBetter: true,
  epa: { combined: 30, city: null, highway: null, unit: 'mpg (US)' },
  per100Km: { combined: 7.84, city: null, highway: null, yours: null },
  yours: null,
  differencePercent: null,
  verdict: null,
  matched: '2016 Mazda 3 4-Door, 3 5-Door',
  approximate: true,
  powertrain: 'petrol',
  variants: 10,
  source: { ...LEAF.source, url: null },
};

describe('EpaRating', () => {
  it('shows an EV’s rating and the owner’s average in kWh/100 km, with the server’s verdict', () => {
    render(<EpaRating epa={LEAF} />);
    const region = screen.getByRole('region', { name: 'Your economy vs the EPA rating' });
    expect(region).toHaveTextContent('EPA combined: 15.5 kWh/100 km');
    expect(region).toHaveTextContent('city 14.3 kWh/100 km · highway 16.8 kWh/100 km');
    expect(region).toHaveTextContent('You average 13 kWh/100 km: 16% less energy than the rating.');
    expect(screen.getByText('Better than rated')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'US EPA / DOE (fueleconomy.gov)' })).toHaveAttribute(
      'href',
      LEAF.source.url,
    );
    expect(region).not.toHaveTextContent(/L\/100|mpg/);
  });

  it('reads kWh/100 mi and mi/kWh for a driver in miles, as the server gave them', () => {
    render(<EpaRating epa={LEAF_MI} />);
    const region = screen.getByRole('region');
    expect(region).toHaveTextContent('EPA combined: 25 kWh/100 mi (4 mi/kWh)');
    expect(region).toHaveTextContent('You average 20.9 kWh/100 mi: 16% less energy');
  });

  it('shows a petrol rating in mpg before any fill-up, as the closest model when approximate', () => {
    render(<EpaRating epa={PETROL} />);
    const region = screen.getByRole('region');
    expect(region).toHaveTextContent('EPA combined: 30 mpg (US)');
    expect(region).toHaveTextContent('Add two full fill-ups to compare your car with it.');
    expect(region).toHaveTextContent('Closest EPA model: 2016 Mazda 3 4-Door, 3 5-Door.');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says plainly when the EPA never rated the car', () => {
    render(<EpaRating epa={null} />);
    expect(
      screen.getByText('No US EPA rating for this car: the EPA rates the models sold in the US.'),
    ).toBeInTheDocument();
  });
});
