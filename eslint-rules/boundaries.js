// The import boundaries of Odo's tree, kept by the linter (issue 30): web features never import
// each other or the app; web components and lib import no feature; src/shared imports neither side;
// server/lib imports no feature; a server feature imports another feature only through the public
// files that feature names below. Tests and test helpers may reach across (fixtures, harnesses).
import path from 'node:path';

/**
 * Each server feature's public files: what other features may import. Everything else in a
 * feature is its own. Grow a list only for a file that is meant to be used from outside; move a
 * helper two features need down into src/server/lib instead.
 */
export const SERVER_PUBLIC_FILES = {
  ai: ['generate.ts', 'model.ts'],
  analytics: ['service.ts'],
  'api-access': ['service.ts'],
  assessment: ['schema.ts'],
  auth: ['schema.ts', 'session.ts'],
  billing: ['provider.ts', 'service.ts'],
  'car-lens': ['schema.ts'],
  community: ['drafts-service.ts'],
  garage: [
    'costs-service.ts',
    'dates.ts',
    'expenses-service.ts',
    'garage-reads.ts',
    'mappers.ts',
    'notify-due.ts',
    'read-photo-routes.ts',
    'upload-routes.ts',
    'schedule.ts',
    'schema.ts',
    'settings-service.ts',
    'upcoming-service.ts',
    'vehicle-rows.ts',
  ],
  knowledge: [
    'articles.ts',
    'car-problems.ts',
    'epa-ratings.ts',
    'epa-text.ts',
    'knowledge-base.ts',
    'markets.ts',
    'reviewed-years.ts',
    'schema.ts',
    'service-intervals.ts',
    'source-links.ts',
    'timing-drives.ts',
    'trouble-codes.ts',
    'typical-costs.ts',
  ],
  mail: ['mailer.ts'],
  notifications: ['notify.ts'],
  referrals: ['service.ts'],
  storage: ['files.ts', 'images.ts', 'picture-upload.ts', 'storage.ts'],
  usage: ['entitlement.ts', 'service.ts'],
  users: ['service.ts'],
  'vehicle-data': ['catalog.ts', 'model-names.ts', 'vehicle-identity.ts', 'vin.ts'],
};

const TEST_FILE = /(\.test\.tsx?$)|(\/(test|testing)\/)|(\/[^/]*-testing\.ts$)/;

/** Why importing `target` from `file` (both relative to the root, with /) crosses a boundary. */
export function boundaryProblem(file, target, publicFiles = SERVER_PUBLIC_FILES) {
  if (file.startsWith('src/shared/') && /^src\/(server|web)\//.test(target)) {
    return 'src/shared is used by both sides: it must not import server or web code.';
  }
  if (file.startsWith('src/server/lib/') && target.startsWith('src/server/features/')) {
    return 'server/lib sits below the features: move what it needs into lib, or the code into a feature.';
  }
  if (/^src\/web\/(components|lib)\//.test(file) && /^src\/web\/(features|app)\//.test(target)) {
    return 'web components and lib sit below the features and the app: they import neither.';
  }
  const webFeature = file.match(/^src\/web\/features\/([^/]+)\//);
  if (webFeature) {
    if (target.startsWith('src/web/app/')) return 'A web feature does not import the app.';
    const other = target.match(/^src\/web\/features\/([^/]+)\//);
    if (other && other[1] !== webFeature[1]) {
      return `Web features never import each other (${webFeature[1]} → ${other[1]}): move the shared part into web/components or web/lib.`;
    }
  }
  const serverFeature = file.match(/^src\/server\/features\/([^/]+)\//);
  const other = target.match(/^src\/server\/features\/([^/]+)\/(.+)$/);
  if (serverFeature && other && other[1] !== serverFeature[1]) {
    const allowed = publicFiles[other[1]] ?? [];
    if (!allowed.includes(other[2])) {
      return `${serverFeature[1]} imports ${other[1]}/${other[2]}, which is not one of ${other[1]}'s public files (eslint-rules/boundaries.js): move the shared part into server/lib, or name the file public there.`;
    }
  }
  return null;
}

export const boundariesRule = {
  meta: {
    type: 'problem',
    docs: { description: "Keeps Odo's import boundaries (docs/ARCHITECTURE.md)." },
    schema: [],
  },
  create(context) {
    const root = context.cwd;
    const file = path.relative(root, context.filename).split(path.sep).join('/');
    if (TEST_FILE.test(file) || !file.startsWith('src/')) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path
        .relative(root, path.resolve(path.dirname(context.filename), source.value))
        .split(path.sep)
        .join('/');
      const problem = boundaryProblem(file, target);
      if (problem) context.report({ node: source, message: problem });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export const odoPlugin = { rules: { boundaries: boundariesRule } };
