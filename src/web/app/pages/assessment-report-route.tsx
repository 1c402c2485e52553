// /assessment/:id, the printable report (outside the shell, so it brings its own toaster), with
// the favorites toggle in its toolbar.
import { Toaster } from '../../components/ui/toast.tsx';
import { AssessmentReportPage } from '../../features/assessment/assessment-report-page.tsx';
import { SaveFavoriteButton } from '../../features/favorites/save-favorite-button.tsx';

export function AssessmentReportRoute() {
  return (
    <Toaster>
      <AssessmentReportPage actions={(result) => <SaveFavoriteButton assessmentId={result.id} />} />
    </Toaster>
  );
}
