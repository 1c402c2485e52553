// The vehicle page before any assessment: SPEC's client defaults are not shown as figures.
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NotAssessedBlock } from './vehicle-blocks.tsx';

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
