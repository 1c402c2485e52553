// "Share service history": make a read-only link (7, 30 or 90 days), copy it (it is shown only
// once), and see or revoke the car's active links.
import { Check, Copy, Link2, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { cn } from '../../lib/cn.ts';
import {
  SHARE_LINK_EXPIRIES,
  type CreatedShareLinkDto,
  type ShareLinkExpiry,
} from '../../../shared/garage-history.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { useCreateShareLink } from './create-share-link.ts';
import { useShareLinks } from './list-share-links.ts';
import { useRevokeShareLink } from './revoke-share-link.ts';
import { formatDate } from './units.ts';

interface ShareDialogProps {
  vehicleId: string;
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function ShareDialog({ vehicleId, title, open, onOpenChange }: ShareDialogProps) {
  const [days, setDays] = useState<ShareLinkExpiry>(30);
  const [created, setCreated] = useState<CreatedShareLinkDto | null>(null);
  const [revoking, setRevoking] = useState<string | null>(null);
  const links = useShareLinks(vehicleId, open);
  const create = useCreateShareLink(vehicleId);
  const revoke = useRevokeShareLink(vehicleId);
  const groupId = useId();

  const active = (links.data ?? []).filter((link) => link.status === 'active');
  const past = (links.data ?? []).length - active.length;

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          onOpenChange(next);
          if (!next) {
            setCreated(null);
            create.reset();
          }
        }}
      >
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>Share service history</DialogTitle>
            <DialogDescription>
              Anyone with the link can view the {title}&rsquo;s service history without signing in.
              Your name, e-mail, licence plate and receipts are never shown.
            </DialogDescription>
          </DialogHeader>

          {created ? (
            <CreatedLink link={created} onAnother={() => setCreated(null)} />
          ) : (
            <form
              className="grid gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                create.mutate(days, { onSuccess: setCreated });
              }}
            >
              <fieldset className="grid gap-2">
                <legend id={groupId} className="mb-2 text-sm font-semibold">
                  Link works for
                </legend>
                <div className="grid grid-cols-3 gap-2">
                  {SHARE_LINK_EXPIRIES.map((value) => (
                    <label
                      key={value}
                      className={cn(
                        'flex h-11 cursor-pointer items-center justify-center rounded-control border text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                        days === value
                          ? 'border-brand bg-brand-soft text-brand-soft-foreground'
                          : 'border-input bg-surface hover:bg-muted',
                      )}
                    >
                      <input
                        type="radio"
                        name="expiry"
                        value={value}
                        checked={days === value}
                        onChange={() => setDays(value)}
                        className="sr-only"
                      />
                      {value} days
                    </label>
                  ))}
                </div>
              </fieldset>
              {create.error ? (
                <Alert tone="error" role="alert">
                  {create.error.message}
                </Alert>
              ) : null}
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? <Spinner className="size-4.5" /> : <Link2 aria-hidden="true" />}
                Create link
              </Button>
            </form>
          )}

          <section aria-labelledby={`${groupId}-active`} className="grid gap-2 border-t pt-4">
            <h3 id={`${groupId}-active`} className="text-sm font-semibold">
              Active links
            </h3>
            {links.isPending ? (
              <Skeleton className="h-14 w-full" />
            ) : links.error ? (
              <p className="text-sm text-destructive" role="alert">
                The links could not be loaded: {links.error.message}
              </p>
            ) : active.length === 0 ? (
              <p className="text-sm text-muted-foreground">No active links.</p>
            ) : (
              <ul className="grid gap-2">
                {active.map((link) => (
                  <li
                    key={link.id}
                    className="flex items-center justify-between gap-3 rounded-control border border-border px-3 py-2"
                  >
                    <div className="min-w-0 text-sm">
                      <p className="font-medium">Expires {formatDate(link.expiresAt)}</p>
                      <p className="text-xs text-muted-foreground">
                        Created {formatDate(link.createdAt)}
                      </p>
                    </div>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="text-destructive hover:bg-destructive-soft"
                      onClick={() => setRevoking(link.id)}
                      aria-label={`Revoke the link that expires ${formatDate(link.expiresAt)}`}
                    >
                      <Trash2 aria-hidden="true" />
                      Revoke
                    </Button>
                  </li>
                ))}
              </ul>
            )}
            {past > 0 ? (
              <p className="text-xs text-muted-foreground">
                {past === 1 ? '1 earlier link has' : `${past} earlier links have`} expired or been
                revoked.
              </p>
            ) : null}
          </section>
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(next) => {
          if (!next) {
            setRevoking(null);
            revoke.reset();
          }
        }}
        title="Revoke this link?"
        description="Anyone who has it will no longer be able to open the service history. This cannot be undone."
        confirmLabel="Revoke link"
        pending={revoke.isPending}
        error={revoke.error?.message ?? null}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking, { onSuccess: () => setRevoking(null) });
        }}
      />
    </>
  );
}

function CreatedLink({ link, onAnother }: { link: CreatedShareLinkDto; onAnother: () => void }) {
  const [copied, setCopied] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy() {
    setCopyFailed(false);
    try {
      await navigator.clipboard.writeText(link.url);
    } catch {
      // No clipboard access (an insecure origin, a denied permission): select it to copy by hand.
      inputRef.current?.select();
      setCopyFailed(true);
      return;
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), 2000);
  }

  return (
    <div className="grid gap-3">
      <Alert tone="success">
        Link created. It works until {formatDate(link.expiresAt)}. Copy it now: for your security it
        is shown only once.
      </Alert>
      <div className="flex flex-col gap-2 sm:flex-row">
        <label htmlFor="share-link-url" className="sr-only">
          Share link
        </label>
        <input
          id="share-link-url"
          ref={inputRef}
          readOnly
          value={link.url}
          onFocus={(event) => event.currentTarget.select()}
          className="h-11 w-full min-w-0 rounded-control border border-input bg-muted px-3 font-mono text-xs sm:flex-1"
        />
        <Button onClick={() => void copy()} className="sm:w-28">
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied!' : 'Copy'}
        </Button>
      </div>
      <p aria-live="polite" className="sr-only">
        {copied ? 'Link copied to the clipboard' : ''}
      </p>
      {copyFailed ? (
        <p className="text-sm text-muted-foreground" role="status">
          Copying is not available here: the link is selected, copy it with your keyboard.
        </p>
      ) : null}
      <Button variant="link" className="h-auto justify-self-start px-0" onClick={onAnother}>
        Create another link
      </Button>
    </div>
  );
}
