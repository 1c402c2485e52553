// POST /api/support: the contact form's message (stored, then mailed to the support address).
import type { SupportReceipt } from '../../../shared/support-vocab.ts';
import type { SupportMessageInput } from '../../../shared/support.ts';
import { api, readJson } from '../../lib/api-client.ts';

export function sendSupportMessage(message: SupportMessageInput): Promise<SupportReceipt> {
  return readJson<SupportReceipt>(api.support.$post({ json: message }));
}
