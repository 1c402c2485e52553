import { describe, expect, it } from 'vitest';
import { displayNameFor, toProfile } from './service.ts';

describe('displayNameFor (SPEC.md §3 name rule)', () => {
  it('uses the auth name when there is one', () => {
    expect(displayNameFor('  Ann  ', 'ann@example.com')).toBe('Ann');
  });
  it('falls back to the e-mail part before the @', () => {
    expect(displayNameFor('', 'bob.smith@example.com')).toBe('bob.smith');
    expect(displayNameFor(null, 'carol@example.com')).toBe('carol');
  });
  it("falls back to 'User'", () => {
    expect(displayNameFor(undefined, undefined)).toBe('User');
    expect(displayNameFor(' ', '@example.com')).toBe('User');
  });
});

describe('toProfile', () => {
  const row = {
    id: 'u1',
    name: 'Ann',
    avatarUrl: null,
    freeAssessmentsUsed: 1,
    freeCarlensResultsUsed: 1,
    freeAskodoQuestionsUsed: 1,
    lastUsageReset: new Date(),
    createdAt: new Date(),
    updatedAt: new Date(),
  };

  it('reports this month’s counters as stored', () => {
    expect(toProfile(row, 'ann@example.com', false).usage).toMatchObject({
      free_assessments_used: 1,
      free_carlens_results_used: 1,
      free_askodo_questions_used: 1,
    });
  });

  it('reports counters last reset in an earlier month as 0', () => {
    const lastMonth = new Date();
    lastMonth.setUTCDate(1);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    expect(
      toProfile({ ...row, lastUsageReset: lastMonth }, 'ann@example.com', false).usage,
    ).toMatchObject({
      free_assessments_used: 0,
      free_carlens_results_used: 0,
      free_askodo_questions_used: 0,
    });
  });
});
