// /settings/api: the owner's personal access tokens (create, shown once, list, revoke) and the
// garage API's reference, read from /api/openapi.json, with curl examples for scripts.
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { CreatedApiTokenDto } from '../../../shared/api-access.ts';
import { Alert } from '../../components/ui/alert.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { ApiReference, CurlExamples } from './api-reference.tsx';
import { CreateTokenCard } from './create-token-card.tsx';
import { CreatedTokenDialog } from './created-token-dialog.tsx';
import { TokensCard } from './tokens-card.tsx';

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
