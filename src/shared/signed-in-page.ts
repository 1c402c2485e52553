// Where the server puts a signed-in page's rendered shell: the build writes this slot into
// dist/ssr/signed-in.html (scripts/prerender-plugin.ts), src/server/lib/spa.ts fills it.
export const SIGNED_IN_SLOT = '<div id="root"><!--odo-signed-in--></div>';
