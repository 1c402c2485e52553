// /assessment with the favorites toggle on its result: the app layer composes the two features,
// which never import each other.
import { AssessmentPage } from '../../features/assessment/assessment-page.tsx';
import { SaveFavoriteButton } from '../../features/favorites/save-favorite-button.tsx';

export function AssessmentRoute() {
  return <AssessmentPage actions={(result) => <SaveFavoriteButton assessmentId={result.id} />} />;
}
