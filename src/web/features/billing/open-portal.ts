import { useMutation } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api-client.ts';

/** POST /api/billing/portal: the provider's page to change the card on file. */
export function getPortalUrl(): Promise<{ url: string }> {
  return readJson<{ url: string }>(api.billing.portal.$post());
}

export function useOpenPortal() {
  return useMutation({
    mutationFn: getPortalUrl,
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
