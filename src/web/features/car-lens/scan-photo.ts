// POST /api/car-lens (multipart "photo"): sent with XMLHttpRequest so the page can show upload
// progress; the reply's type still comes from the typed client.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, apiErrorFrom, networkError } from '../../lib/api-client.ts';
import { carLensKeys } from './car-lens-keys.ts';
import { trackFeature } from '../../lib/analytics.ts';

const SCAN_PATH = '/api/car-lens';

export type CarLensReply = InferResponseType<(typeof api)['car-lens']['$post'], 201>;

export interface ScanPhotoInput {
  photo: File;
  /** Fraction of the photo sent so far (0–1); 1 when the server starts reading it. */
  onUploadProgress?: (fraction: number) => void;
}

/** → 201 with the result; ApiError 402 (limit), 413/400 (bad photo), 422 not_recognised (tips). */
export function scanPhoto({ photo, onUploadProgress }: ScanPhotoInput): Promise<CarLensReply> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    // The typed client's $url() needs an absolute base; the path is the same one it posts to.
    request.open('POST', SCAN_PATH);
    request.withCredentials = true;
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onUploadProgress?.(event.loaded / event.total);
    };
    request.upload.onload = () => onUploadProgress?.(1);
    request.onerror = () => reject(networkError());
    request.onload = () => {
      const payload: unknown = request.response;
      if (request.status === 201) resolve(payload as CarLensReply);
      else reject(apiErrorFrom(request.status, payload, 'The photo could not be read.'));
    };
    const form = new FormData();
    form.append('photo', photo);
    request.send(form);
  });
}

export function useScanPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scanPhoto,
    onSuccess: (result) => {
      trackFeature('car_lens.scan_photo');
      queryClient.setQueryData(carLensKeys.result(result.id), result);
    },
  });
}
