import { describe, expect, it } from 'vitest';
import { ASSESSMENT_SEARCHES_KEPT } from '../../shared/assessment-vocab.ts';
import { SEARCHES_KEPT, searchLabel, withSearch } from './search-history.ts';

const altima = { year: 2013, make: 'Nissan', model: 'Altima', trim: '', mileage: 150000 };

describe('search history', () => {
  it('labels a search as the server does', () => {
    expect(searchLabel(altima)).toBe('2013 Nissan Altima · 150,000 km');
    expect(searchLabel({ ...altima, trim: 'SV' })).toBe('2013 Nissan Altima SV · 150,000 km');
  });

  it('puts a search first, moves a repeated one up, and keeps as many as the server', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    const one = withSearch([], altima, now);
    expect(one).toEqual([
      expect.objectContaining({
        label: '2013 Nissan Altima · 150,000 km',
        searchedAt: now.toISOString(),
      }),
    ]);
    const two = withSearch(one, { ...altima, make: 'Honda', model: 'Civic' }, now);
    expect(withSearch(two, altima, now).map((s) => s.make)).toEqual(['Nissan', 'Honda']);
    let many = two;
    for (let i = 0; i < 15; i++) many = withSearch(many, { ...altima, mileage: i }, now);
    expect(many).toHaveLength(ASSESSMENT_SEARCHES_KEPT);
    expect(SEARCHES_KEPT).toBe(ASSESSMENT_SEARCHES_KEPT);
  });

  it('ignores a search without a make or model', () => {
    expect(withSearch([], { ...altima, make: ' ' })).toEqual([]);
  });
});
