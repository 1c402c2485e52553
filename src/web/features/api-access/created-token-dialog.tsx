// A new token, shown once: copy it now, it is never shown again.
import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import type { CreatedApiTokenDto } from '../../../shared/api-access.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { SCOPE_TEXT } from './scope-text.ts';

export function CreatedTokenDialog({
  token,
  onClose,
}: {
  token: CreatedApiTokenDto | null;
  onClose: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const toast = useToast();
  const copy = async () => {
    if (!token) return;
    try {
      await navigator.clipboard.writeText(token.token);
      setCopied(true);
    } catch {
      toast({ title: 'Copying failed: select the token and copy it by hand.', tone: 'error' });
    }
  };
  return (
    <Dialog
      open={token !== null}
      onOpenChange={(open) => {
        if (!open) {
          setCopied(false);
          onClose();
        }
      }}
    >
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Your new token</DialogTitle>
          <DialogDescription>
            Copy it now and keep it somewhere safe: you will not see it again. If you lose it,
            revoke it and create another.
          </DialogDescription>
        </DialogHeader>
        {token ? (
          <div className="grid gap-3">
            <p className="text-sm">
              <span className="font-medium">{token.name}</span> ·{' '}
              <span className="text-muted-foreground">{SCOPE_TEXT[token.scope]}</span>
            </p>
            <code
              data-testid="new-api-token"
              className="block rounded-control border border-border bg-muted px-3 py-2 font-mono text-sm break-all select-all"
            >
              {token.token}
            </code>
            <Button variant="outline" className="justify-self-start" onClick={() => void copy()}>
              {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
              {copied ? 'Copied' : 'Copy token'}
            </Button>
            <p role="status" className="sr-only">
              {copied ? 'Token copied to the clipboard.' : ''}
            </p>
          </div>
        ) : null}
        <DialogFooter>
          <Button onClick={onClose}>I have saved it</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
