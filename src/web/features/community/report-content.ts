// POST /api/community/reports: a post or comment reported with a reason (and an optional note).
import { useMutation } from '@tanstack/react-query';
import type { ReportInput } from '../../../shared/community.ts';
import { communityOk } from './community-request.ts';

export function reportContent(input: ReportInput): Promise<void> {
  return communityOk('POST', '/reports', input);
}

export function useReportContent() {
  return useMutation({ mutationFn: reportContent });
}
