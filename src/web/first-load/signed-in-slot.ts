// Where the server puts a signed-in page's rendered shell: the build writes this slot into
// dist/ssr/signed-in.html (build/prerender-plugin.ts), src/server/lib/first-load/spa.ts fills it
// (it reads the slot from the built renderer, render-signed-in.tsx).
export const SIGNED_IN_SLOT = '<div id="root"><!--odo-signed-in--></div>';
