// /car-lens (full screen, no shell: SPEC.md §2): take or choose a photo of a VIN plate or door
// sticker — or type the VIN — and open the decoded car on /carlens-details. The limit check
// comes first (SPEC.md §4); a 402 from the server opens the limit modal too (AppProvider).
import { ScanLine } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, isLimitReached } from '../../lib/api-client.ts';
import { useAppContext } from '../../lib/app-context.ts';
import { CapturePanel } from './capture-panel.tsx';
import { ManualVinForm } from './manual-vin-form.tsx';
import { NotRecognised } from './not-recognised.tsx';
import { useScanPhoto } from './scan-photo.ts';
import { ScanProgress, type ScanStage } from './scan-progress.tsx';
import { useScanVin } from './scan-vin.ts';

/** After this long reading, the label moves on to decoding (the server does both in one call). */
const DECODING_AFTER_MS = 1500;

/** `partial`: what the photo seemed to hold, pre-filled in the typed-VIN form to correct. */
type Failure = { message: string; tips: boolean; partial: string | null };

export function CarLensPage() {
  const { checkLimit, recordUsage } = useAppContext();
  const navigate = useNavigate();
  const scan = useScanPhoto();
  const scanByVin = useScanVin();
  const [stage, setStage] = useState<ScanStage | null>(null);
  const [uploaded, setUploaded] = useState(0);
  const [failure, setFailure] = useState<Failure | null>(null);
  const decodingTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(decodingTimer.current), []);

  const fail = (error: unknown) => {
    setStage(null);
    window.clearTimeout(decodingTimer.current);
    // The limit modal is open (AppProvider); nothing was charged.
    if (isLimitReached(error)) return;
    if (error instanceof ApiError) {
      const partial = error.details.partial;
      setFailure({
        message: error.message,
        tips: error.code === 'not_recognised',
        partial: error.code === 'not_recognised' && typeof partial === 'string' ? partial : null,
      });
    } else {
      setFailure({
        message: 'The photo could not be read. Please try again.',
        tips: false,
        partial: null,
      });
    }
  };

  const done = (id: string) => {
    recordUsage('carlens');
    void navigate(`/carlens-details?id=${encodeURIComponent(id)}`);
  };

  const onPhoto = async (photo: File) => {
    setFailure(null);
    // SPEC.md §4: the client's check opens the limit modal; the server still decides.
    if (!checkLimit('carlens')) return;
    setUploaded(0);
    setStage('uploading');
    try {
      const result = await scan.mutateAsync({
        photo,
        onUploadProgress: (fraction) => {
          setUploaded(fraction);
          if (fraction >= 1) {
            setStage((current) => (current === 'uploading' ? 'reading' : current));
            window.clearTimeout(decodingTimer.current);
            decodingTimer.current = window.setTimeout(
              () => setStage((current) => (current === 'reading' ? 'decoding' : current)),
              DECODING_AFTER_MS,
            );
          }
        },
      });
      setStage('decoding');
      done(result.id);
    } catch (error) {
      fail(error);
    }
  };

  const onVin = async (vin: string) => {
    setFailure(null);
    if (!checkLimit('carlens')) return;
    setStage('decoding');
    try {
      done((await scanByVin.mutateAsync(vin)).id);
    } catch (error) {
      fail(error);
    }
  };

  return (
    <div className="mx-auto grid w-full max-w-5xl justify-items-center gap-6 px-4 pt-2 pb-12 sm:px-6">
      <div className="grid gap-2 text-center">
        <h1 className="text-3xl font-bold">Car Lens</h1>
        <p className="max-w-lg text-muted-foreground">
          Photograph the VIN plate, the door-jamb sticker or the registration document. Odo reads
          the VIN and tells you the car and its known problems.
        </p>
      </div>

      {stage ? (
        <Viewfinder>
          <ScanProgress stage={stage} uploaded={uploaded} />
        </Viewfinder>
      ) : failure ? (
        <Viewfinder>
          <NotRecognised
            message={failure.message}
            showTips={failure.tips}
            partial={failure.partial}
            onRetry={() => setFailure(null)}
          />
        </Viewfinder>
      ) : (
        <CapturePanel onPhoto={(photo) => void onPhoto(photo)} />
      )}

      <section
        aria-labelledby="manual-vin"
        className="w-full max-w-xl rounded-3xl border border-border bg-surface p-5 shadow-sm"
      >
        <h2 id="manual-vin" className="mb-3 text-base font-semibold">
          No photo? Type the VIN
        </h2>
        <ManualVinForm
          key={failure?.partial ?? ''}
          busy={stage !== null}
          initialVin={failure?.partial ?? ''}
          onSubmit={(vin) => void onVin(vin)}
        />
      </section>
      <p className="inline-flex items-center gap-2 text-sm text-muted-foreground">
        <ScanLine className="size-4" aria-hidden="true" />
        Read by Odo&apos;s own server; the photo is not kept.
      </p>
    </div>
  );
}

/** The dark camera-like panel the progress and the not-recognised message sit in. */
function Viewfinder({ children }: { children: ReactNode }) {
  return (
    <div className="grid w-full max-w-xl justify-items-center rounded-3xl bg-[#0b1017] p-6 text-white sm:p-8">
      {children}
    </div>
  );
}
