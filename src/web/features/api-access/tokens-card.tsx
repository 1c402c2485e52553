// The owner's tokens (live and revoked), when each was last used, and revoking one.
import { KeyRound, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { ApiTokenDto } from '../../../shared/api-access.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { cn } from '../../lib/cn.ts';
import { dateTimeFormat } from '../../lib/intl.ts';
import { useApiTokens } from './list-api-tokens.ts';
import { useRevokeApiToken } from './revoke-api-token.ts';
import { SCOPE_TEXT } from './scope-text.ts';

const dateTime = () => dateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function TokensCard() {
  const tokens = useApiTokens();
  const revoke = useRevokeApiToken();
  const toast = useToast();
  const [revoking, setRevoking] = useState<ApiTokenDto | null>(null);
  return (
    <Card role="region" aria-labelledby="api-tokens">
      <CardHeader>
        <CardTitle id="api-tokens">Your tokens</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {tokens.isPending ? (
          <div role="status" className="grid gap-2" aria-busy="true" aria-label="Loading tokens">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </div>
        ) : tokens.isError ? (
          <Alert tone="error">
            Your tokens could not be loaded.{' '}
            <Button variant="link" onClick={() => void tokens.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : tokens.data.length === 0 ? (
          <div className="grid justify-items-center gap-2 rounded-control border border-dashed border-border px-4 py-6 text-center">
            <KeyRound aria-hidden className="size-6 text-muted-foreground" />
            <p className="text-sm font-medium">No tokens yet</p>
            <p className="text-xs text-muted-foreground">
              Create one above to use Odo from a script or your home-automation system.
            </p>
          </div>
        ) : (
          <ul className="grid gap-2" aria-label="API tokens">
            {tokens.data.map((token) => (
              <li
                key={token.id}
                className={cn(
                  'flex items-center justify-between gap-3 rounded-control border border-border px-3 py-2.5',
                  token.revoked && 'opacity-70',
                )}
              >
                <div className="grid min-w-0 gap-1">
                  <p className="flex flex-wrap items-center gap-2">
                    <span className="truncate text-sm font-medium">{token.name}</span>
                    <Badge variant={token.scope === 'read' ? 'muted' : 'soft'}>
                      {SCOPE_TEXT[token.scope]}
                    </Badge>
                    {token.revoked ? <Badge variant="warning">Revoked</Badge> : null}
                  </p>
                  <p className="font-mono text-xs text-muted-foreground">{token.prefix}…</p>
                  <p className="text-xs text-muted-foreground">
                    Created {dateTime().format(new Date(token.createdAt))} ·{' '}
                    {token.lastUsedAt
                      ? `Last used ${dateTime().format(new Date(token.lastUsedAt))}`
                      : 'Never used'}
                  </p>
                </div>
                {token.revoked ? null : (
                  <Button
                    variant="ghost"
                    size="sm"
                    className="shrink-0 text-destructive"
                    aria-label={`Revoke ${token.name}`}
                    onClick={() => setRevoking(token)}
                  >
                    <Trash2 aria-hidden />
                    Revoke
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) {
            revoke.reset();
            setRevoking(null);
          }
        }}
        title={`Revoke “${revoking?.name ?? ''}”?`}
        description="Scripts using this token stop working at once. This cannot be undone."
        confirmLabel="Revoke token"
        pending={revoke.isPending}
        error={revoke.error?.message ?? null}
        onConfirm={() => {
          if (!revoking) return;
          revoke.mutate(revoking.id, {
            onSuccess: () => {
              toast({ title: 'Token revoked', tone: 'success' });
              setRevoking(null);
            },
          });
        }}
      />
    </Card>
  );
}
