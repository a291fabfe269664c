// ESLint rule: the doors between parts of the code.
// - A domain area (libs/domain/<area>/) is entered only through its index: other code imports
//   `#domain/<area>`, never a file inside it (relative paths that reach into an area included).
// - libs/database knows no domain: it imports neither `#domain/*` nor the generated entity list.
// - The web app (apps/web) talks to the api over GraphQL only: it imports nothing from libs/.
import { dirname, relative, resolve, sep } from 'node:path';

const ROOT = process.cwd();

/** `libs/domain/<area>/…` → area, for a path relative to the repository root. */
function areaOf(path) {
  const parts = path.split(sep);
  return parts[0] === 'libs' && parts[1] === 'domain' && parts.length > 3 ? parts[2] : undefined;
}

function check(context, node, specifier) {
  const file = relative(ROOT, context.filename);
  const fromArea = areaOf(file);
  const report = (message) => context.report({ node, message });

  if (file.startsWith(`apps${sep}web${sep}`)) {
    if (specifier.startsWith('#'))
      return report(`The web app imports nothing from libs/ (${specifier}): use the GraphQL api`);
    if (
      specifier.startsWith('.') &&
      relative(ROOT, resolve(dirname(context.filename), specifier)).startsWith(`libs${sep}`)
    )
      return report(`The web app imports nothing from libs/ (${specifier}): use the GraphQL api`);
    return;
  }
  if (file.startsWith(`libs${sep}database${sep}`) && (specifier.startsWith('#domain/') || specifier === '#entities'))
    return report(`libs/database knows no domain area (${specifier}): areas hand their entities to the data source`);

  const deepAlias = /^#domain\/([^/]+)\/.+/.exec(specifier);
  if (deepAlias) return report(`Import '#domain/${deepAlias[1]}', the area's only entrance, not a file inside it`);

  if (!specifier.startsWith('.')) return;
  const target = relative(ROOT, resolve(dirname(context.filename), specifier));
  const toArea = areaOf(target);
  if (toArea && toArea !== fromArea)
    return report(`Import '#domain/${toArea}', the area's only entrance, not a file inside it (${specifier})`);
}

export const areaBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Areas are entered only through #domain/<area>; libs/database and apps/web stay apart' },
    schema: [],
  },
  create(context) {
    const visit = (node) => node.source && check(context, node.source, String(node.source.value));
    return {
      ImportDeclaration: visit,
      ExportNamedDeclaration: visit,
      ExportAllDeclaration: visit,
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(context, node.source, String(node.source.value)),
    };
  },
};

export const boundariesPlugin = { rules: { 'area-boundaries': areaBoundaries } };
