import { Settings } from 'lucide-react';
import { ComingSoon } from '../../components/coming-soon.tsx';

export function SettingsPage() {
  return (
    <ComingSoon
      title="Settings"
      description="Units, notifications, your profile and your account preferences will live here."
      icon={Settings}
    />
  );
}
