// POST /api/garage/import: preview a CSV file against a vehicle (nothing written) or commit it
// (all rows or none); a commit refreshes every garage query.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api-client.ts';
import type {
  ImportCommitDto,
  ImportPreviewDto,
  ImportRequest,
} from '../../../shared/garage-import.ts';
import { garageKeys } from './garage-keys.ts';

export type ImportOptions = Omit<ImportRequest, 'commit'>;

export function previewImport(options: ImportOptions): Promise<ImportPreviewDto> {
  return readJson<ImportPreviewDto>(
    api.garage.import.$post({ json: { ...options, commit: false } }),
  );
}

export function commitImport(options: ImportOptions): Promise<ImportCommitDto> {
  return readJson<ImportCommitDto>(api.garage.import.$post({ json: { ...options, commit: true } }));
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}

export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: commitImport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: garageKeys.all }),
  });
}
