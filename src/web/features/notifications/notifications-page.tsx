import { Bell } from 'lucide-react';
import { ComingSoon } from '../../components/coming-soon.tsx';

export function NotificationsPage() {
  return (
    <ComingSoon
      title="Notifications"
      description="Service reminders, replies in the community and news about your account."
      icon={Bell}
    />
  );
}
