// first-load/theme.js is the blocking script every page runs in <head> (the theme, then the
// app's code after the first paint, early input kept): the build writes it, minified, as /theme.js
// (~1.2 KB gzip less on every route) and the dev server serves it as written. index.html names
// it with `vite-ignore`, so Vite leaves the tag alone (and drops that attribute; the space it leaves
// is tidied here, so the tag reads as the prerender plugin expects it).
import fs from 'node:fs';
import path from 'node:path';
import { minifySync, type Plugin } from 'vite';

export function themeScript(): Plugin {
  let source = '';
  return {
    name: 'odo-theme-script',
    configResolved(config) {
      source = path.join(config.root, 'first-load', 'theme.js');
    },
    configureServer(server) {
      server.middlewares.use('/theme.js', (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.end(fs.readFileSync(source, 'utf8'));
      });
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<script\s+src="\/theme\.js"\s*><\/script>/,
          '<script src="/theme.js"></script>',
        ),
    },
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      const result = minifySync('theme.js', fs.readFileSync(source, 'utf8'));
      if (result.errors.length) throw new Error(`theme.js: ${result.errors[0]?.message}`);
      this.emitFile({ type: 'asset', fileName: 'theme.js', source: result.code });
    },
  };
}
