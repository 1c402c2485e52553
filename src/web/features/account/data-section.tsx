// Settings: download the account's data, or go on to delete the account.
import { Download, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '../../components/ui/button.tsx';
import { SettingsSection } from './settings-section.tsx';

export function DataSection() {
  return (
    <SettingsSection id="settings-data" title="Your data">
      <div className="flex flex-wrap gap-2">
        <a href="/api/account/export" download className={buttonVariants({ variant: 'outline' })}>
          <Download aria-hidden className="size-4" />
          Download my data
        </a>
        <Link
          to="/delete-account"
          className={buttonVariants({ variant: 'ghost' }) + ' text-destructive'}
        >
          <Trash2 aria-hidden className="size-4" />
          Delete account
        </Link>
      </div>
    </SettingsSection>
  );
}
