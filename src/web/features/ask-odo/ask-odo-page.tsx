import { MessageCircleQuestion } from 'lucide-react';
import { ComingSoon } from '../../components/coming-soon.tsx';

export function AskOdoPage() {
  return (
    <ComingSoon
      title="Ask Odo"
      description="Ask anything about your cars, from service intervals to strange noises, and get answers grounded in your own records."
      icon={MessageCircleQuestion}
    />
  );
}
