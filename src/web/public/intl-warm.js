// Started by first-load/theme.js on every page: sets up ICU's locale data for the number, money,
// date and relative-time formats the pages use, on a worker thread. ICU's data and caches are
// shared by the page's threads, so the app's first Intl formatter on the main thread then costs
// ~1 ms instead of ~15 ms of a slow phone's main thread (issue 30). The worker ends at once.
/* global close */
new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 }).format(1234.5);
new Intl.NumberFormat(undefined, { style: 'currency', currency: 'USD' }).format(1);
new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(0);
new Intl.RelativeTimeFormat(undefined).format(-1, 'day');
close();
