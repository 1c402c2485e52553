// Product-wide constants from SPEC.md §2 and §9.
export const PRODUCT_NAME = 'Odo';
export const APP_VERSION = '1.0.3';
export const SUPPORT_EMAIL = 'support@odo.app';
export const FEEDBACK_CLOSE_MS = 2000;
export const COPIED_LABEL_MS = 2000;
export const TAB_FADE_MS = 150;
export const BACK_SWIPE_THRESHOLD_PX = 100;
