// /settings with the notifications feature's preferences block and the API access link in it.
import { SettingsPage } from '../../features/account/settings-page.tsx';
import { ApiAccessSettingsCard } from '../../features/api-access/api-access-settings-card.tsx';
import { NotificationSettings } from '../../features/notifications/notification-settings.tsx';

export function SettingsRoute() {
  return (
    <SettingsPage notifications={<NotificationSettings />} apiAccess={<ApiAccessSettingsCard />} />
  );
}
