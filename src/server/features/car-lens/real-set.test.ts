// The built-in reader on real photos (testing/real-set: door-pillar labels and windscreen tags of
// European and Russian-market cars, 256 px, CC BY 4.0; issue 29): the frozen test split is read
// and must give no WRONG VIN; its exact-VIN rate per kind is printed. Both splits are measured by
// `npm run bench -- lensrate`.
import crypto from 'node:crypto';
import { afterAll, expect, it } from 'vitest';
import { closeCarLensReaders } from './readers.ts';
import { loadRealSplit, measureRealSplit } from './testing/real-set-measure.ts';

afterAll(() => closeCarLensReaders());

it('keeps the frozen test split of real photos as it was committed', () => {
  const photos = loadRealSplit('test');
  expect(photos).toHaveLength(34);
  for (const { entry, body } of photos) {
    expect(crypto.createHash('sha256').update(body).digest('hex'), entry.file).toBe(entry.sha256);
  }
});

it('returns no wrong VIN on the frozen test split of real photos', async () => {
  const { wrong, right, lines } = await measureRealSplit('test');
  // The figures are the point of this test: print them.
  // eslint-disable-next-line no-console
  console.log(['Car Lens on real photos, frozen test split (exact VIN):', ...lines].join('\n  '));
  // A wrong VIN is worse than none.
  expect(wrong.length, wrong.map((o) => `${o.entry.file}: ${o.read}`).join(', ')).toBe(0);
  // At least as many as measured (18 of 34 when the split was frozen, 20 since the maker-code
  // look-alikes of decision 028, 27 since the maker conventions and the votes of its 2026-11-30
  // addendum, 28 since the outvote of its afternoon addendum, 30 since a glyph read in lowercase
  // and a lost maker glyph beside fillers read as 7 — its 2026-12-01 addendum —, 31 since VW's Z
  // at position 9 and its SUVs' model codes, its 2026-12-02 addendum), so a change that reads
  // fewer real photos is seen. One below the 31 measured: in one full CI run with both cores busy
  // an Opel label (rf_1484) went unread — never alone, nor beside stress-ng (4 runs of 4); the
  // cause was not found, so the floor leaves that one photo's room.
  expect(right).toBeGreaterThanOrEqual(30);
});
