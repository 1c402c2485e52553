// /settings: units, currency, appearance, notifications (a block the route hands in), security
// (password, devices) and the account's data. Each change saves at once and says so.
import type { ReactNode } from 'react';
import { Card, CardContent } from '../../components/ui/card.tsx';
import { AppearanceSection } from './appearance-section.tsx';
import { DataSection } from './data-section.tsx';
import { EmailSection } from './email-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { UnitsSection } from './units-section.tsx';

export function SettingsPage({
  notifications,
  apiAccess,
}: {
  notifications?: ReactNode;
  /** The owners' API block (a link to /settings/api). */
  apiAccess?: ReactNode;
}) {
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-5 px-4 py-5 md:py-8">
      <h1 className="text-title font-bold">Settings</h1>
      <UnitsSection />
      <AppearanceSection />
      {notifications ? (
        <Card>
          <CardContent className="pt-5">{notifications}</CardContent>
        </Card>
      ) : null}
      <PasswordSection />
      <EmailSection />
      <SessionsSection />
      {apiAccess}
      <DataSection />
    </div>
  );
}
