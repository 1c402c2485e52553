/** Query keys of the assessment: everything under ['assessment'] is refetched after a change. */
export const assessmentKeys = {
  all: ['assessment'] as const,
  list: (limit: number) => ['assessment', 'list', limit] as const,
  detail: (id: string) => ['assessment', 'detail', id] as const,
  searches: ['assessment', 'searches'] as const,
};
