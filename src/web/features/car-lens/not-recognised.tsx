// Nothing read from the photo (or it was refused): the message, tips for a better photo, and the
// way out (try again, or type the VIN below).
import { Lightbulb, RotateCcw } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { CARLENS_TIPS } from '../../../shared/car-lens-vocab.ts';

interface NotRecognisedProps {
  message: string;
  /** Tips only when the photo was read but held no VIN (not for a refused file). */
  showTips: boolean;
  /** What the photo seemed to hold; it is in the typed-VIN form below to correct. */
  partial?: string | null;
  onRetry: () => void;
}

export function NotRecognised({ message, showTips, partial, onRetry }: NotRecognisedProps) {
  return (
    <div className="grid gap-4" role="alert">
      <h2 className="text-lg font-semibold text-white">
        {partial
          ? 'Check the VIN we read'
          : showTips
            ? 'No VIN found in that photo'
            : 'That photo could not be used'}
      </h2>
      <p className="text-white/85">{message}</p>
      {partial ? (
        <p className="text-white/85">
          Read as <span className="font-mono tracking-wide text-white">{partial}</span> — it is in
          the form below: check it against the car and correct it.
        </p>
      ) : null}
      {showTips ? (
        <ul className="grid gap-2 rounded-2xl bg-white/8 p-4 text-sm text-white/85">
          {CARLENS_TIPS.map((tip) => (
            <li key={tip} className="flex gap-2">
              <Lightbulb className="mt-0.5 size-4 shrink-0 text-accent" aria-hidden="true" />
              <span>{tip}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <Button onClick={onRetry} className="justify-self-start">
        <RotateCcw aria-hidden="true" />
        Try another photo
      </Button>
    </div>
  );
}
