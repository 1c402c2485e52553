import { useMutation } from '@tanstack/react-query';
import { readJson } from '../../lib/api-client.ts';
import type { OdometerReading, ReceiptReadingDto } from '../../../shared/photo-readings.ts';

export type PhotoKind = 'odometer' | 'receipt';
export type PhotoReading<K extends PhotoKind> = K extends 'odometer'
  ? OdometerReading
  : ReceiptReadingDto;

/**
 * POST /api/garage/read/{odometer|receipt} (multipart `photo`): the figures read, nothing stored.
 * A plain fetch: the route reads the multipart body itself, after its own streaming size limit.
 */
export function readPhoto<K extends PhotoKind>(kind: K, file: File): Promise<PhotoReading<K>> {
  const body = new FormData();
  body.append('photo', file);
  return readJson<PhotoReading<K>>(
    fetch(`/api/garage/read/${kind}`, { method: 'POST', credentials: 'same-origin', body }),
  );
}

export function useReadPhoto<K extends PhotoKind>(kind: K) {
  return useMutation({ mutationFn: (file: File) => readPhoto(kind, file) });
}
