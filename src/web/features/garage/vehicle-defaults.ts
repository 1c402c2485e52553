// SPEC.md §3 and §9: what the client shows for a garage vehicle until an assessment exists.

export const DEFAULT_RELIABILITY = {
  score: 7.5,
  commonIssues: [] as string[],
  averageMaintenanceCost: 500,
  expectedLifespan: 12,
};

export const DEFAULT_ASSESSMENT = {
  condition: 'good',
  keyFindings: [] as string[],
  recommendations: [] as string[],
  urgentIssues: [] as string[],
};

export const DEFAULT_EXTRAS = {
  pros: [] as string[],
  cons: [] as string[],
  maintenanceSchedule: [] as string[],
  notifications: [] as string[],
};
