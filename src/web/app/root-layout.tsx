import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { OfflineNotice } from '../components/offline-notice.tsx';
import { useAppContext } from '../lib/app-context.ts';

// Loaded the first time it opens, so it adds nothing to the first page load.
const LimitModal = lazy(async () => ({
  default: (await import('../features/usage/limit-modal.tsx')).LimitModal,
}));

/**
 * Every route renders inside this: the page, the offline notice and the one
 * limit modal of the app.
 */
export function RootLayout() {
  const { limitModal, closeLimitModal } = useAppContext();
  return (
    <>
      <Outlet />
      <OfflineNotice />
      {limitModal.open ? (
        <Suspense fallback={null}>
          <LimitModal open feature={limitModal.type} onClose={closeLimitModal} />
        </Suspense>
      ) : null}
    </>
  );
}
