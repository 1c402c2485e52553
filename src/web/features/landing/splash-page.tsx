import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { LogoMark } from '../../components/logo.tsx';
import { useAppContext } from '../../lib/app-context.ts';

const SPLASH_MS = 1200;

/** A branded splash that continues to /dashboard (signed in) or /login. */
export function SplashPage() {
  const { user, loading } = useAppContext();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setShown(true), SPLASH_MS);
    return () => clearTimeout(timer);
  }, []);

  if (shown && !loading) return <Navigate to={user ? '/dashboard' : '/login'} replace />;

  return (
    <main
      id="main"
      className="grid min-h-dvh place-items-center bg-brand-deep text-white"
      aria-busy="true"
    >
      <div className="flex flex-col items-center gap-5 animate-fade-in">
        <LogoMark className="size-24 drop-shadow-xl [&_rect]:fill-white/15" />
        <h1 className="text-[2.5rem] font-extrabold tracking-tight">Odo</h1>
        <p className="text-base text-white/90">Every mile, understood.</p>
        <div className="mt-6 h-1 w-28 overflow-hidden rounded-full bg-white/20">
          <div className="h-full w-1/2 animate-[splash-bar_1.2s_ease-in-out_infinite] rounded-full bg-white" />
        </div>
        <p className="sr-only" role="status">
          Loading Odo
        </p>
      </div>
    </main>
  );
}
