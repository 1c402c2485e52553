import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AnnualFuelCost } from '../../../shared/assessment.ts';
import { resultFixture } from './assessment-fixtures.ts';
import { AssessmentResultView } from './assessment-result.tsx';
import { FuelCostLine } from './fuel-cost-line.tsx';

const OWN_PRICE: AnnualFuelCost = {
  amount: 1493,
  currency: 'EUR',
  source: 'your_fuel_price',
  distanceKmPerYear: 20_055,
  distanceSource: 'your_records',
  quantityPerYear: 963,
  quantityUnit: 'L',
  pricePerUnit: 1.55,
  rating: {
    combined: 49,
    unit: 'mpg (US)',
    per100Km: 4.8,
    matched: '2020 Toyota Camry Hybrid LE, Camry Hybrid XLE/SE',
    approximate: false,
  },
  basis: 'EPA combined 49 mpg (US) = 4.8 L/100 km; …',
};

const EPA_ESTIMATE: AnnualFuelCost = {
  ...OWN_PRICE,
  amount: 839,
  currency: 'USD',
  source: 'epa_estimate',
  distanceKmPerYear: 15_000,
  distanceSource: 'typical',
  pricePerUnit: 0.76,
};

describe('FuelCostLine', () => {
  it('reads the yearly cost with the user’s own price and distance', () => {
    render(<FuelCostLine cost={OWN_PRICE} distance="km" />);
    expect(screen.getByTestId('fuel-cost')).toHaveTextContent(
      'Fuel: about €1,493 a year — US EPA combined 49 mpg (US) (4.8 L/100 km) over 20,055 km a year (from your records) at €1.55/L (your fill-ups).',
    );
  });

  it('reads the EPA’s estimate over a typical year, in miles for a user in miles', () => {
    render(<FuelCostLine cost={EPA_ESTIMATE} distance="mi" />);
    expect(screen.getByTestId('fuel-cost')).toHaveTextContent(
      'Fuel: about $839 a year — US EPA combined 49 mpg (US) (4.8 L/100 km) over 9,321 mi a year (a typical year) at the EPA’s fuel prices.',
    );
  });

  it('appears in the assessment only when the EPA rated the car', () => {
    const { unmount } = render(
      <AssessmentResultView result={resultFixture({ annualFuelCost: OWN_PRICE })} distance="km" />,
    );
    expect(screen.getByTestId('fuel-cost')).toHaveTextContent('Fuel: about €1,493 a year');
    unmount();
    render(<AssessmentResultView result={resultFixture({ annualFuelCost: null })} distance="km" />);
    expect(screen.queryByTestId('fuel-cost')).toBeNull();
  });
});
