// /assessment with the favorites toggle on its result: the app layer composes the two features,
// which never import each other.
import { lazy, Suspense } from 'react';
import { AssessmentPage } from '../../features/assessment/assessment-page.tsx';

// Shown with a result only, so it loads with the result's code, not with the form.
const SaveFavoriteButton = lazy(async () => ({
  default: (await import('../../features/favorites/save-favorite-button.tsx')).SaveFavoriteButton,
}));

export function AssessmentRoute() {
  return (
    <AssessmentPage
      actions={(result) => (
        <Suspense fallback={null}>
          <SaveFavoriteButton assessmentId={result.id} />
        </Suspense>
      )}
    />
  );
}
