// The draft's save state beside the page title: saving, saved, or kept on this device only.
import { Check, CloudOff, FileClock } from 'lucide-react';
import type { SaveState } from './use-draft-autosave.ts';

export function SaveStatus({ state }: { state: SaveState }) {
  const shown: Record<SaveState, { icon: typeof Check; text: string } | null> = {
    idle: null,
    saving: { icon: FileClock, text: 'Saving draft…' },
    saved: { icon: Check, text: 'Draft saved' },
    device: { icon: CloudOff, text: 'Draft kept on this device' },
  };
  const item = shown[state];
  return (
    <p
      role="status"
      aria-live="polite"
      className="flex min-h-6 items-center gap-1.5 text-sm text-muted-foreground"
    >
      {item ? (
        <>
          <item.icon className="size-4" aria-hidden="true" />
          {item.text}
        </>
      ) : null}
    </p>
  );
}
