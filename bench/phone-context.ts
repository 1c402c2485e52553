// The phone the bench's own browser measurements load pages as (Lighthouse's default mobile
// emulation: a 412 × 823 touch screen), with the service worker kept out so every load is a first.
export const PHONE_CONTEXT = {
  serviceWorkers: 'block',
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
} as const;
