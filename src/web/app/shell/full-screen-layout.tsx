import { X } from 'lucide-react';
import { Outlet, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { hasHistory } from './use-swipe-navigation.ts';

/** Car Lens, its details and account deletion: the whole screen, with a close button. */
export function FullScreenLayout() {
  const navigate = useNavigate();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-surface px-4 py-2 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <header className="flex h-14 shrink-0 items-center px-2 pt-[env(safe-area-inset-top)] sm:px-4">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Close"
          onClick={() => void (hasHistory() ? navigate(-1) : navigate('/dashboard'))}
        >
          <X aria-hidden="true" />
        </Button>
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
    </div>
  );
}
