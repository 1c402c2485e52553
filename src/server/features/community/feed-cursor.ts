// The feed's keyset cursor: the last post's (created_at, id), and like_count for "top", as base64url
// JSON; a cursor this feed did not give out is a 400.
import { AppError } from '../../lib/app-error.ts';
import { UUID } from '../../../shared/uuid.ts';

export interface Cursor {
  /** created_at as PostgreSQL prints it (exact to the microsecond). */
  t: string;
  i: string;
  /** like_count, for the "top" sorts. */
  l?: number;
}

const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{1,6})?[+-]\d{2}(?::\d{2})?$/;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

const badCursor = () =>
  new AppError('validation_failed', 'cursor: not a cursor this feed gave out. Start from the top.');

export function decodeCursor(text: string, top: boolean): Cursor {
  let value: Partial<Cursor>;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Partial<Cursor>;
  } catch {
    throw badCursor();
  }
  if (
    typeof value !== 'object' ||
    value === null ||
    typeof value.t !== 'string' ||
    !TIMESTAMP_TEXT.test(value.t) ||
    typeof value.i !== 'string' ||
    !UUID.test(value.i) ||
    (top && (typeof value.l !== 'number' || !Number.isInteger(value.l)))
  ) {
    throw badCursor();
  }
  return { t: value.t, i: value.i, l: value.l };
}
