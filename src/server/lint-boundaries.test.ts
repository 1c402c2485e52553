// `npm run lint` keeps the tree's boundaries (issue 30): ESLint itself, with the project's own
// config, is run on code that crosses each boundary and on code that does not.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return result!.messages.filter((m) => m.ruleId === 'odo/boundaries').map((m) => m.message);
}

describe('the linter keeps the import boundaries', () => {
  it('fails a web feature that imports another web feature, or the app', async () => {
    expect(
      await boundaryErrors(
        'src/web/features/community/probe.ts',
        "import { FuelTab } from '../garage/fuel-tab.tsx';\nexport const tab = FuelTab;\n",
      ),
    ).toEqual([expect.stringContaining('Web features never import each other')]);
    expect(
      await boundaryErrors(
        'src/web/features/garage/probe.ts',
        "import { router } from '../../app/router.tsx';\nexport const r = router;\n",
      ),
    ).toEqual([expect.stringContaining('does not import the app')]);
  });

  it("fails a server feature that imports another feature's internals, not its public files", async () => {
    expect(
      await boundaryErrors(
        'src/server/features/community/probe.ts',
        "import { analyse } from '../garage/import-analyse.ts';\nexport const a = analyse;\n",
      ),
    ).toEqual([expect.stringContaining("not one of garage's public files")]);
    expect(
      await boundaryErrors(
        'src/server/features/community/probe.ts',
        "import { requireUser } from '../auth/session.ts';\nexport const r = requireUser;\n",
      ),
    ).toEqual([]);
  });

  it('fails src/shared importing either side, and server/lib or web lib importing a feature', async () => {
    expect(
      await boundaryErrors(
        'src/shared/probe.ts',
        "import { createApp } from '../server/app.ts';\nexport const c = createApp;\n",
      ),
    ).toEqual([expect.stringContaining('src/shared is used by both sides')]);
    expect(
      await boundaryErrors(
        'src/server/lib/probe.ts',
        "import { requireUser } from '../features/auth/session.ts';\nexport const r = requireUser;\n",
      ),
    ).toEqual([expect.stringContaining('server/lib sits below the features')]);
    expect(
      await boundaryErrors(
        'src/web/lib/probe.ts',
        "import { FuelTab } from '../features/garage/fuel-tab.tsx';\nexport const t = FuelTab;\n",
      ),
    ).toEqual([expect.stringContaining('web components and lib sit below')]);
  });

  it("passes a feature's own imports and shared code", async () => {
    expect(
      await boundaryErrors(
        'src/server/features/garage/probe.ts',
        "import { ids } from '../../lib/path-ids.ts';\nimport { fuelRecords } from './schema.ts';\nimport { UNITS } from '../../../shared/units.ts';\nexport const all = [ids, fuelRecords, UNITS];\n",
      ),
    ).toEqual([]);
  });
});
