// Words and times of the community's screens: "5 min ago", "Member since March 2025", a car's name.
import { dateTimeFormat, relativeTimeFormat } from '../../lib/intl.ts';
import type { PostVehicleCard } from '../../../shared/community-vocab.ts';

const relative = () => relativeTimeFormat('en', { numeric: 'auto', style: 'short' });
const day = () => dateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric' });
const month = () => dateTimeFormat('en', { month: 'long', year: 'numeric' });
const exact = () => dateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** "just now", "5 min ago", "3 hr ago", "yesterday", "4 days ago"; older: "12 Mar 2026". */
export function relativeTime(iso: string, now = Date.now()): string {
  const seconds = Math.round((now - Date.parse(iso)) / 1000);
  if (!Number.isFinite(seconds)) return '';
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return relative().format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return relative().format(-hours, 'hour');
  const days = Math.round(hours / 24);
  if (days < 7) return relative().format(-days, 'day');
  return day().format(new Date(iso));
}

/** The full date and time, for a tooltip. */
export function exactTime(iso: string): string {
  return exact().format(new Date(iso));
}

export function memberSince(iso: string): string {
  return `Member since ${month().format(new Date(iso))}`;
}

/** "2019 Honda Civic EX". */
export function vehicleName(vehicle: Pick<PostVehicleCard, 'year' | 'make' | 'model' | 'trim'>) {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(' ');
}

/** "Honda Civic 2019" from a post's car tags, or null when it has none. */
export function carTagLabel(post: {
  make: string | null;
  model: string | null;
  year: number | null;
}): string | null {
  const label = [post.make, post.model, post.year].filter(Boolean).join(' ');
  return label || null;
}

export function countLabel(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}
