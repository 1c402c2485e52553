// GET /api/account/export: a ZIP of everything Odo holds about the user, saved as a download.
import { useMutation } from '@tanstack/react-query';
import { api, ApiError, networkError, toApiError } from '../../lib/api-client.ts';

export async function exportData(): Promise<void> {
  let response: Response;
  try {
    response = await api.account.export.$get();
  } catch {
    throw networkError();
  }
  if (!response.ok) throw await toApiError(response);
  const blob = await response.blob();
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    'odo-data.zip';
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = name;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the URL can go after this task.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

export function useExportData() {
  return useMutation<void, ApiError>({ mutationFn: exportData });
}
