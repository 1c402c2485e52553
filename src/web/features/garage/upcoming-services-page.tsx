import { CalendarClock } from 'lucide-react';
import { ComingSoon } from '../../components/coming-soon.tsx';

export function UpcomingServicesPage() {
  return (
    <ComingSoon
      title="Upcoming services"
      description="The services your cars need next, based on mileage, dates and the manufacturer schedule."
      icon={CalendarClock}
    />
  );
}
