// The signed-in shell's layout chunk holds the modules it imports beyond the entry, so a page
// that shares one with the shell (toast, analytics, badge) imports it from there instead of
// carrying its own copy (Rolldown copies shared chunks under 30 KB into each user, decision 018).
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';

type ModuleInfo = (id: string) => Rolldown.ModuleInfo | null;

/** `start` and the source modules it imports statically, all the way down (libraries left out). */
function staticSources(start: string, info: ModuleInfo): Set<string> {
  const seen = new Set<string>();
  const queue = [start];
  while (queue.length) {
    const id = queue.pop() as string;
    // Libraries stay out: their barrels (radix-ui, lucide-react) reach every export.
    if (seen.has(id) || id.includes('/node_modules/') || id.startsWith('\0')) continue;
    const module = info(id);
    if (!module) continue;
    seen.add(id);
    // Rolldown lists dynamic imports among importedIds too: follow only the static ones.
    const lazy = new Set(module.dynamicallyImportedIds);
    queue.push(...module.importedIds.filter((imported) => !lazy.has(imported)));
  }
  return seen;
}

/**
 * A chunk group for the shell's own modules. `outside` are pages shown without the shell (the
 * public pages): what they import too stays out of the group, so they never load the shell.
 */
export function shellChunkGroup(
  shellModule: string,
  outside: string[],
): { plugin: Plugin; test: (id: string) => boolean } {
  let members = new Set<string>();
  return {
    plugin: {
      name: 'odo-shell-chunk',
      apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
      buildEnd() {
        const info: ModuleInfo = (id) => this.getModuleInfo(id);
        const sources = (module: string) => {
          const found = staticSources(path.resolve(module), info);
          if (!found.size) throw new Error(`Shell chunk: ${module} is not in the build`);
          return found;
        };
        members = sources(shellModule);
        for (const page of outside) for (const id of sources(page)) members.delete(id);
      },
    },
    test: (id) => members.has(id),
  };
}
