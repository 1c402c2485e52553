// The vehicle page's blocks: the car's details (where it was sold among them), and before any
// assessment SPEC's client defaults are not shown as figures.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Vehicle } from './garage-types.ts';
import { NotAssessedBlock, SpecsBlock } from './vehicle-blocks.tsx';

describe('NotAssessedBlock', () => {
  it('says the car is not assessed yet and leads to the assessment, with no score or condition', () => {
    render(
      <MemoryRouter>
        <NotAssessedBlock vehicleId="c0ffee00-0000-4000-8000-000000000001" />
      </MemoryRouter>,
    );
    const block = screen.getByRole('region', { name: 'Reliability and condition' });
    expect(block).toHaveTextContent('Not assessed yet');
    expect(block).not.toHaveTextContent(/7\.5|\/10|Condition: good|\$500|12 years/);
    const link = screen.getByRole('link', { name: 'Assess this car' });
    expect(link.getAttribute('href')).toContain('c0ffee00-0000-4000-8000-000000000001');
  });
});

describe('SpecsBlock', () => {
  const golf = {
    vin: null,
    trim: 'GTI',
    fuelType: 'petrol',
    colour: null,
    purchaseDate: null,
    addedToGarageDate: '2026-01-05T10:00:00.000Z',
  };

  function details(market: string | null) {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SpecsBlock vehicle={{ ...golf, market } as unknown as Vehicle} />
      </QueryClientProvider>,
    );
  }

  it('says where the car was sold', () => {
    details('eu');
    expect(screen.getAllByRole('term').map((dt) => dt.textContent)).toContain('Sold in');
    expect(screen.getByText('Sold in').nextElementSibling).toHaveTextContent(/^Europe$/);
  });

  it('leaves the row out for a car whose market is not known', () => {
    details(null);
    expect(screen.getAllByRole('term').map((dt) => dt.textContent)).not.toContain('Sold in');
  });
});
