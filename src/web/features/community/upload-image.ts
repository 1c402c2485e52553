// POST /api/community/images (multipart `photo`): checked, re-encoded and stored by the server.
// XMLHttpRequest rather than fetch, for the upload's progress.
import type { PostImage } from '../../../shared/community-vocab.ts';
import { apiErrorFrom, networkError } from '../../lib/api-client.ts';

/** The largest photo the server accepts (it checks again, by content). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;

export function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<PostImage> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/community/images');
    request.withCredentials = true;
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve(request.response as PostImage);
      else
        reject(apiErrorFrom(request.status, request.response, 'The photo could not be uploaded.'));
    };
    request.onerror = () => reject(networkError());
    request.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    const body = new FormData();
    body.append('photo', file);
    request.send(body);
  });
}
