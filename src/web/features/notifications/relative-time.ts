// "just now", "5 min ago", "yesterday", then a date: how old a notification is, in words.
import { dateTimeFormat, relativeTimeFormat } from '../../lib/intl.ts';
const formatter = () => relativeTimeFormat('en', { numeric: 'auto', style: 'short' });
const dateFormatter = () =>
  dateTimeFormat('en', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });

export function relativeTime(iso: string, now: Date = new Date()): string {
  const then = new Date(iso);
  const seconds = Math.round((now.getTime() - then.getTime()) / 1000);
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return formatter().format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return formatter().format(-hours, 'hour');
  const days = Math.round(hours / 24);
  if (days < 7) return formatter().format(-days, 'day');
  return dateFormatter().format(then);
}
