import { Trash2 } from 'lucide-react';
import { ComingSoon } from '../../components/coming-soon.tsx';

export function DeleteAccountPage() {
  return (
    <ComingSoon
      title="Delete account"
      description="Here you will be able to delete your Odo account and everything stored with it, for good."
      icon={Trash2}
    />
  );
}
