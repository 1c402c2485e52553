// The VIN box of the car forms (the garage's and the assessment's): capitals in a fixed-width face,
// at most 17 characters, the scan icon, and a spinner while the VIN is being decoded.
import { ScanLine } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Input } from './ui/input.tsx';
import { Spinner } from './ui/spinner.tsx';

interface VinInputProps extends ComponentProps<'input'> {
  /** The typed VIN is being decoded. */
  decoding: boolean;
}

export function VinInput({ decoding, ...props }: VinInputProps) {
  return (
    <div className="relative">
      <ScanLine
        className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        {...props}
        className="pl-10 font-mono tracking-wider uppercase"
        maxLength={17}
        autoCapitalize="characters"
        spellCheck={false}
        autoComplete="off"
      />
      {decoding ? (
        <span className="absolute top-1/2 right-3.5 -translate-y-1/2">
          <Spinner className="size-4" label="Decoding the VIN" />
        </span>
      ) : null}
    </div>
  );
}
