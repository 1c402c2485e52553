import { Download } from 'lucide-react';
import { Button, type ButtonProps } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useExportData } from './export-data.ts';

/**
 * "Download my data": saves the ZIP of everything Odo holds about the user. A failure is said
 * under the button (it lives on pages with and without the shell's toasts).
 */
export function DownloadDataButton({ className, ...props }: Omit<ButtonProps, 'onClick'>) {
  const exportData = useExportData();
  return (
    <div className={className}>
      <Button
        type="button"
        variant="outline"
        {...props}
        disabled={exportData.isPending || props.disabled}
        aria-busy={exportData.isPending || undefined}
        onClick={() =>
          exportData.mutate(undefined, {
            onError: (error) => console.warn('Data export failed', error),
          })
        }
      >
        {exportData.isPending ? <Spinner className="size-4" /> : <Download aria-hidden="true" />}
        {exportData.isPending ? 'Preparing your data…' : 'Download my data'}
      </Button>
      {exportData.error ? (
        <p role="alert" className="mt-2 text-sm font-medium text-destructive">
          {exportData.error.message}
        </p>
      ) : null}
    </div>
  );
}
