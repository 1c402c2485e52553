// /settings/api: the owner's personal access tokens (create, shown once, list, revoke) and the
// garage API's reference, read from /api/openapi.json, with curl examples for scripts.
import { dateTimeFormat } from '../../lib/intl.ts';
import { ArrowLeft, Check, Copy, KeyRound, Plus, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import {
  apiTokenInputSchema,
  API_TOKEN_MAX_LIVE,
  type ApiTokenDto,
  type ApiTokenScope,
  type CreatedApiTokenDto,
} from '../../../shared/api-access.ts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { Alert } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, buttonVariants } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { ApiReference, CurlExamples } from './api-reference.tsx';
import { useCreateApiToken } from './create-api-token.ts';
import { useApiTokens } from './list-api-tokens.ts';
import { useRevokeApiToken } from './revoke-api-token.ts';

export const SCOPE_TEXT: Record<ApiTokenScope, string> = {
  read: 'Read-only',
  read_write: 'Read & write',
};

const SCOPE_HINT: Record<ApiTokenScope, string> = {
  read: 'Can read your garage (GET) but not change it.',
  read_write: 'Can also log fuel-ups, services and odometer readings.',
};

const dateTime = () => dateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function ApiAccessPage() {
  const [created, setCreated] = useState<CreatedApiTokenDto | null>(null);
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-5 px-4 py-5 md:py-8">
      <div className="grid gap-2">
        <Link
          to="/settings"
          className={cn(buttonVariants({ variant: 'link' }), 'h-auto justify-self-start text-sm')}
        >
          <ArrowLeft aria-hidden className="size-4" />
          Settings
        </Link>
        <h1 className="text-title font-bold">API access</h1>
        <p className="text-sm text-muted-foreground">
          Personal access tokens let your own scripts and home-automation tools (Home Assistant,
          cron jobs, shortcuts) read your garage and log fuel-ups or odometer readings. A token
          works on the garage API only, as you: treat it like a password.
        </p>
        <Alert tone="info">
          Changing your password or e-mail, or resetting your password, revokes every token. Create
          new ones afterwards.
        </Alert>
      </div>
      <CreateTokenCard onCreated={setCreated} />
      <TokensCard />
      <CurlExamples />
      <ApiReference />
      <CreatedTokenDialog token={created} onClose={() => setCreated(null)} />
    </div>
  );
}

function CreateTokenCard({ onCreated }: { onCreated: (token: CreatedApiTokenDto) => void }) {
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read_write');
  const [errors, setErrors] = useState<{ name?: string; scope?: string }>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = apiTokenInputSchema.safeParse({ name, scope });
    if (!parsed.success) {
      const next: { name?: string; scope?: string } = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0];
        if ((key === 'name' || key === 'scope') && !next[key]) next[key] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (token) => {
        setName('');
        onCreated(token);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields.length > 0) {
          setErrors({ name: error.fields.find((field) => field.path === 'name')?.message });
        }
        setFailure(error.message);
      },
    });
  };

  return (
    <Card role="region" aria-labelledby="api-create">
      <CardHeader>
        <CardTitle id="api-create">Create a token</CardTitle>
        <CardDescription>
          Name it after where it will live, so you know which one to revoke later. Up to{' '}
          {API_TOKEN_MAX_LIVE} active tokens.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <FormField label="Token name" error={errors.name} hint="For example “Home Assistant”.">
            {(control) => (
              <Input
                {...control}
                name="name"
                value={name}
                maxLength={80}
                autoComplete="off"
                onChange={(event) => setName(event.target.value)}
              />
            )}
          </FormField>
          <fieldset className="grid gap-2">
            <legend className="mb-1.5 text-sm font-medium">Access</legend>
            {(['read_write', 'read'] as const).map((value) => (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-control border border-border px-3 py-2.5',
                  'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
                  scope === value && 'border-brand bg-brand-soft/40',
                )}
              >
                <input
                  type="radio"
                  name="scope"
                  value={value}
                  checked={scope === value}
                  onChange={() => setScope(value)}
                  className="mt-1 size-4 accent-brand"
                />
                <span className="grid gap-0.5">
                  <span className="text-sm font-medium">{SCOPE_TEXT[value]}</span>
                  <span className="text-xs text-muted-foreground">{SCOPE_HINT[value]}</span>
                </span>
              </label>
            ))}
            {errors.scope ? (
              <p className="text-sm font-medium text-destructive">{errors.scope}</p>
            ) : null}
          </fieldset>
          <Button type="submit" className="justify-self-start" disabled={create.isPending}>
            <Plus aria-hidden />
            {create.isPending ? 'Creating…' : 'Create token'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function CreatedTokenDialog({
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

function TokensCard() {
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
