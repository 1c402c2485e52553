import { LandingPage } from './landing-page.tsx';

/** /landing: where unknown paths end up; the landing page with a "Page not found" notice. */
export function NotFoundLandingPage() {
  return <LandingPage notFound />;
}
