import { X } from 'lucide-react';
import { useRef } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { hasHistory, useSwipeNavigation } from './use-swipe-navigation.ts';

/**
 * Car Lens, its details and account deletion: the whole screen, with a close button. Swipes work
 * as in the shell: back from every page, and between tabs on /car-lens (one of the tabs).
 */
export function FullScreenLayout() {
  const navigate = useNavigate();
  const rootRef = useRef<HTMLDivElement>(null);
  useSwipeNavigation(rootRef);
  return (
    <div ref={rootRef} className="flex min-h-dvh touch-pan-y flex-col">
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
