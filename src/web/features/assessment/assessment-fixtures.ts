// Assessment replies shaped like the server's, for component tests.
import type { AssessmentResult, CommonIssue } from '../../../shared/assessment.ts';

export const cvtIssue: CommonIssue = {
  id: 'nissan-altima-2013-cvt',
  title: 'CVT judder and premature failure',
  description: 'The continuously variable transmission can shudder, whine and fail early.',
  component: 'Transmission',
  severity: 'high',
  typicalMileageKm: { from: 96000, to: 160000 },
  repairCost: { min: 3500, max: 5000 },
  symptoms: ['Shudder from a stop', 'Whining at speed'],
  source: {
    kind: 'warranty_extension',
    organisation: 'Nissan North America',
    document: 'CVT warranty extension (NTB16-011)',
  },
  applies: 'yes',
  yearFrom: 2013,
  yearTo: 2016,
};

export function resultFixture(overrides: Partial<AssessmentResult> = {}): AssessmentResult {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    createdAt: '2026-11-23T10:00:00.000Z',
    engine: 'built-in',
    vehicle: {
      vehicleId: null,
      year: 2013,
      make: 'Nissan',
      model: 'Altima',
      trim: '',
      mileage: 150000,
      vin: null,
      fuelType: null,
      engineDescription: null,
      transmission: null,
    },
    modelSpecificData: true,
    basedOn: [
      {
        kind: 'known_problems',
        label: 'Known problems of the 2013 Nissan Altima',
        detail: '3 entries',
      },
      { kind: 'age_and_mileage', label: 'Age and mileage' },
    ],
    summary: 'A 2013 Altima with a transmission known to fail around this mileage.',
    reliability: {
      score: 5.8,
      commonIssues: [
        cvtIssue,
        {
          ...cvtIssue,
          id: 'nissan-altima-2013-steering-lock',
          title: 'Steering lock failure',
          severity: 'medium',
          component: 'Electrical',
          typicalMileageKm: null,
          repairCost: { min: 300, max: 300 },
          symptoms: [],
          applies: 'maybe',
          source: { kind: 'recall', organisation: 'NHTSA', document: 'Recall 15V-564' },
        },
      ],
      averageMaintenanceCost: 500,
      expectedLifespan: 15,
    },
    assessment: {
      condition: 'fair',
      keyFindings: ['The CVT is the main risk at 150,000 km.'],
      recommendations: ['Have the CVT fluid checked before buying.'],
      urgentIssues: ['CVT fluid change overdue by 20,000 km'],
    },
    pros: ['Good fuel economy'],
    cons: ['CVT reliability'],
    maintenanceSchedule: [
      {
        item: 'transmission_fluid',
        label: 'Transmission fluid',
        status: 'overdue',
        dueKm: 130000,
        dueDate: null,
        note: 'Every 60,000 km',
      },
      {
        item: 'oil_change',
        label: 'Oil change',
        status: 'unknown',
        dueKm: null,
        dueDate: null,
        note: 'No record',
      },
    ],
    ...overrides,
  };
}
