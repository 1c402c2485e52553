import { MessagesSquare } from 'lucide-react';
import { ComingSoon } from '../../components/coming-soon.tsx';

export function PostPage() {
  return (
    <ComingSoon
      title="Post"
      description="A community post and its replies."
      icon={MessagesSquare}
    />
  );
}
