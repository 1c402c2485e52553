// POST /api/community/reports: a post or comment reported with a reason (and an optional note).
import { useMutation } from '@tanstack/react-query';
import type { ReportInput } from '../../../shared/community.ts';
import { api, readOk } from '../../lib/api-client.ts';

export function reportContent(input: ReportInput): Promise<void> {
  return readOk(api.community.reports.$post({ json: input }));
}

export function useReportContent() {
  return useMutation({ mutationFn: reportContent });
}
