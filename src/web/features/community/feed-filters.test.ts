import { describe, expect, it } from 'vitest';
import { filtersFromSearch, isFiltered, searchFromFilters } from './feed-filters.ts';

describe('feed filters in the URL', () => {
  it('reads what it knows and round-trips it', () => {
    const search = new URLSearchParams(
      'sort=top_week&topic=question&mine=cars&q=brake%20pads&make=Honda',
    );
    const filters = filtersFromSearch(search);
    expect(filters).toEqual({
      sort: 'top_week',
      topic: 'question',
      mine: 'cars',
      q: 'brake pads',
      make: 'Honda',
    });
    expect(filtersFromSearch(searchFromFilters(filters))).toEqual(filters);
    expect(isFiltered(filters)).toBe(true);
  });

  it('ignores unknown values and leaves the default sort out of the URL', () => {
    const filters = filtersFromSearch(
      new URLSearchParams('sort=hot&topic=gossip&mine=all&q=%20%20'),
    );
    expect(filters).toEqual({ sort: 'new' });
    expect(isFiltered(filters)).toBe(false);
    expect(searchFromFilters(filters).toString()).toBe('');
  });
});
