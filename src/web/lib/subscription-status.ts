// One colour per subscription status wherever a status badge shows (side menu, /billing,
// dashboard): green while it gives Premium, amber when payment needs attention, grey otherwise.

export type StatusBadgeVariant = 'success' | 'warning' | 'muted';

export function statusBadgeVariant(status: string | null | undefined): StatusBadgeVariant {
  if (status === 'active' || status === 'trialing') return 'success';
  if (status === 'past_due' || status === 'unpaid' || status === 'incomplete') return 'warning';
  return 'muted';
}
