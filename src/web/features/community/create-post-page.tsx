import { SquarePen } from 'lucide-react';
import { ComingSoon } from '../../components/coming-soon.tsx';

export function CreatePostPage() {
  return (
    <ComingSoon
      title="New post"
      description="Share a question, a story or a tip with the Odo community."
      icon={SquarePen}
    />
  );
}
