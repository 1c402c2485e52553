// /settings with the notifications feature's preferences block in it.
import { SettingsPage } from '../../features/account/settings-page.tsx';
import { NotificationSettings } from '../../features/notifications/notification-settings.tsx';

export function SettingsRoute() {
  return <SettingsPage notifications={<NotificationSettings />} />;
}
