// The form that creates a personal access token: its name and scope, checked by the shared schema.
import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import {
  apiTokenInputSchema,
  API_TOKEN_MAX_LIVE,
  type ApiTokenScope,
  type CreatedApiTokenDto,
} from '../../../shared/api-access.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { cn } from '../../lib/cn.ts';
import { useCreateApiToken } from './create-api-token.ts';
import { SCOPE_TEXT } from './scope-text.ts';

const SCOPE_HINT: Record<ApiTokenScope, string> = {
  read: 'Can read your garage (GET) but not change it.',
  read_write: 'Can also log fuel-ups, services and odometer readings.',
};

export function CreateTokenCard({ onCreated }: { onCreated: (token: CreatedApiTokenDto) => void }) {
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
