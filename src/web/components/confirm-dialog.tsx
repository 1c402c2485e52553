// "Are you sure?" before anything is deleted (garage records and cars, assessments, share links).
// Radix Dialog loads the first time one opens (see lazyDialog).
import { lazyDialog } from '../lib/lazy-dialog.tsx';

export const ConfirmDialog = lazyDialog(async () => {
  const { ConfirmDialog: Loaded } = await import('./confirm-dialog-content.tsx');
  return Loaded;
});
