// The /settings block that leads to /settings/api.
import { ChevronRight, KeyRound } from 'lucide-react';
import { Link } from 'react-router';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { buttonVariants } from '../../components/ui/button.tsx';

export function ApiAccessSettingsCard() {
  return (
    <Card role="region" aria-labelledby="settings-api">
      <CardHeader>
        <CardTitle id="settings-api">API access</CardTitle>
        <CardDescription>
          Personal access tokens for your scripts and home-automation tools: log fuel-ups and
          odometer readings automatically.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Link to="/settings/api" className={buttonVariants({ variant: 'outline' })}>
          <KeyRound aria-hidden className="size-4" />
          Manage API access
          <ChevronRight aria-hidden className="size-4" />
        </Link>
      </CardContent>
    </Card>
  );
}
