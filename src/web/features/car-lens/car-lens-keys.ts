/** Query keys of Car Lens results. */
export const carLensKeys = {
  all: ['car-lens'] as const,
  result: (id: string) => ['car-lens', 'result', id] as const,
};
