// Finds the system Chromium that Playwright drives (nothing is downloaded).
import fs from 'node:fs';

const exists = (candidate: string | undefined): candidate is string =>
  !!candidate && fs.existsSync(candidate);

/** The full browser (the bench's browser measurements and Lighthouse use it). */
export function findChromium(): string | undefined {
  return [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(exists);
}

/**
 * The browser the e2e journeys drive: Debian's chromium-headless-shell when it is installed (the
 * same Chromium build without the full browser's UI layer; the journeys took ~22% less CPU in it,
 * decision 029), else the full browser. CHROME_PATH still wins.
 */
export function findJourneyChromium(): string | undefined {
  return (
    [process.env.CHROME_PATH, '/usr/bin/chromium-headless-shell'].find(exists) ?? findChromium()
  );
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The journeys' browser runs JavaScript in V8's interpreter and baseline compiler only: a journey's
 * pages live seconds, and V8's optimising compilers (Maglev, TurboFan) spent more CPU compiling
 * than their code saved (~17% less machine CPU on the laptop journeys, ~6% on the phone ones;
 * decision 032). Behaviour is the same JavaScript's; the bench keeps every tier, as a user's
 * browser has.
 */
export const journeyChromiumArgs = [...chromiumArgs, '--js-flags=--no-maglev --no-opt'];
