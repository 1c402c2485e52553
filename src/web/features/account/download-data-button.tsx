import { Download } from 'lucide-react';
import { Button, type ButtonProps } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useExportData } from './export-data.ts';

/** "Download my data": saves the ZIP of everything Odo holds about the user. */
export function DownloadDataButton(props: Omit<ButtonProps, 'onClick'>) {
  const toast = useToast();
  const exportData = useExportData();
  return (
    <Button
      type="button"
      variant="outline"
      {...props}
      disabled={exportData.isPending || props.disabled}
      aria-busy={exportData.isPending || undefined}
      onClick={() =>
        exportData.mutate(undefined, {
          onError: (error) => {
            console.warn('Data export failed', error);
            toast({
              title: 'Your data could not be downloaded',
              description: error.message,
              tone: 'error',
            });
          },
        })
      }
    >
      {exportData.isPending ? <Spinner className="size-4" /> : <Download aria-hidden="true" />}
      {exportData.isPending ? 'Preparing your data…' : 'Download my data'}
    </Button>
  );
}
