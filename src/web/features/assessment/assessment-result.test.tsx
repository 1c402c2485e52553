import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AssessmentResultView } from './assessment-result.tsx';
import { cvtIssue, resultFixture } from './assessment-fixtures.ts';

describe('AssessmentResultView', () => {
  it('shows the score, the urgent issues first, and each known issue with its source', () => {
    render(<AssessmentResultView result={resultFixture()} distance="km" />);
    expect(
      screen.getByRole('img', { name: 'Reliability score: 5.8 out of 10' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '2013 Nissan Altima' })).toBeInTheDocument();
    expect(screen.getByText('Condition: Fair')).toBeInTheDocument();

    const urgent = screen.getByRole('region', { name: /Urgent/ });
    expect(within(urgent).getByText('CVT fluid change overdue by 20,000 km')).toBeInTheDocument();

    const issues = screen.getByRole('list', { name: 'Known issues' });
    const cvt = within(issues).getAllByRole('listitem')[0]!;
    expect(within(cvt).getByText('CVT judder and premature failure')).toBeInTheDocument();
    expect(within(cvt).getByText('High')).toBeInTheDocument();
    expect(within(cvt).getByText('96,000–160,000 km')).toBeInTheDocument();
    expect(within(cvt).getByText('$3,500–$5,000')).toBeInTheDocument();
    expect(within(cvt).getByText('Shudder from a stop')).toBeInTheDocument();
    expect(cvt).toHaveTextContent(
      'Source: Nissan North America — CVT warranty extension (NTB16-011)',
    );
    // An entry for an engine or gearbox the input did not name says so.
    expect(within(issues).getAllByText('May apply')).toHaveLength(1);
    expect(within(issues).getByText('Not tied to mileage')).toBeInTheDocument();

    expect(screen.getByText("Written by Odo's built-in engine")).toBeInTheDocument();
    const basedOn = screen.getByRole('list', { name: 'Based on' });
    expect(basedOn).toHaveTextContent('Known problems of the 2013 Nissan Altima — 3 entries');
    expect(screen.getByText('Overdue')).toBeInTheDocument();
  });

  it('reads mileages in miles for a user who reads miles', () => {
    render(<AssessmentResultView result={resultFixture()} distance="mi" />);
    expect(screen.getByText('59,652–99,419 mi')).toBeInTheDocument();
  });

  it('says plainly when there is no model-specific data, and lists no problems', () => {
    render(
      <AssessmentResultView
        result={resultFixture({
          modelSpecificData: false,
          engine: 'openai:gpt-5-mini',
          vehicle: { ...resultFixture().vehicle, make: 'Yugo', model: 'GV' },
          reliability: { ...resultFixture().reliability, commonIssues: [] },
          assessment: { ...resultFixture().assessment, urgentIssues: [] },
        })}
        distance="km"
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      'Odo has no model-specific data for the Yugo GV.',
    );
    expect(screen.queryByRole('list', { name: 'Known issues' })).toBeNull();
    expect(screen.getByText('No model-specific problems on record.')).toBeInTheDocument();
    expect(screen.getByText('No urgent issues found.')).toBeInTheDocument();
    expect(screen.getByText("Written by openai:gpt-5-mini from Odo's data")).toBeInTheDocument();
  });

  it('renders the actions slot with the result', () => {
    render(
      <AssessmentResultView
        result={resultFixture()}
        distance="km"
        actions={(result) => <button type="button">Save {result.vehicle.model}</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Save Altima' })).toBeInTheDocument();
  });

  it('shows another market’s campaign as "may not apply", a recall as a free repair, with its NHTSA page', () => {
    const recall = {
      ...cvtIssue,
      id: 'us-recall',
      title: 'Hood latch can open while driving',
      severity: 'medium' as const,
      repairCost: { min: 0, max: 0 },
      source: {
        kind: 'recall',
        organisation: 'NHTSA',
        document: 'Recall 18V-661',
        links: [
          { label: 'NHTSA recall 18V-661', url: 'https://www.nhtsa.gov/recalls?nhtsaId=18V661000' },
        ],
      },
      applies: 'may_not' as const,
      market: 'us' as const,
    };
    render(
      <AssessmentResultView
        result={resultFixture({
          reliability: { ...resultFixture().reliability, commonIssues: [recall] },
        })}
        distance="km"
      />,
    );
    const item = within(screen.getByRole('list', { name: 'Known issues' })).getAllByRole(
      'listitem',
    )[0]!;
    expect(within(item).getByText('May not apply')).toBeInTheDocument();
    expect(item).toHaveTextContent('US campaign — may not apply to your car');
    expect(item).not.toHaveTextContent(/applies: yes/i);
    expect(within(item).getByText('Free recall repair')).toBeInTheDocument();
    expect(item).not.toHaveTextContent('$0');
    expect(within(item).getByRole('link', { name: 'NHTSA recall 18V-661' })).toHaveAttribute(
      'href',
      'https://www.nhtsa.gov/recalls?nhtsaId=18V661000',
    );
  });

  it('shows "Not enough data" instead of a score, and a condition nobody described as not known', () => {
    render(
      <AssessmentResultView
        result={resultFixture({
          notEnoughData: true,
          reliability: { ...resultFixture().reliability, confidence: 'low', commonIssues: [] },
          assessment: { ...resultFixture().assessment, condition: 'unknown' },
          maintenanceSchedule: [
            {
              item: 'oil_change',
              label: 'Oil change',
              status: 'unknown',
              dueKm: 150000,
              dueDate: null,
              note: 'Ask for proof it was done.',
            },
          ],
          scheduleCounts: { overdue: 0, dueSoon: 0, unknown: 1, ok: 0 },
        })}
        distance="km"
      />,
    );
    expect(screen.queryByRole('img', { name: /Reliability score/ })).toBeNull();
    expect(screen.getByText('Not enough data')).toBeInTheDocument();
    expect(screen.getByText(/Not enough data for the 2013 Nissan Altima/)).toBeInTheDocument();
    expect(screen.getByText('Condition: Not known')).toBeInTheDocument();
    // The overdue figure and the schedule beside it count the same items.
    expect(screen.getByText('1 fell due with no record · of 1 checked')).toBeInTheDocument();
  });
});
