import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const generatedDir = fileURLToPath(new URL('./src/generated/', import.meta.url));
const DOCUMENT_MODULE = 'virtual:generated-document/';

/** An ESTree node as `this.parse` returns it, read loosely. */
interface SyntaxNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/**
 * Production builds only: each `graphql(`…`)` call becomes the document codegen generated for it (what the
 * codegen client preset's Babel plugin does), served as a module of its own. Otherwise every document of
 * the app (src/generated/gql.ts maps them all, src/generated/graphql.ts holds them in one module, over
 * 100 KB before gzip) lands in the entry chunk, downloaded and parsed before the sign-in page shows; this
 * way each lazy chunk carries the documents it uses. A call whose text codegen has not seen (codegen not
 * rerun) is left as it is and still works.
 */
export function generatedDocuments(): Plugin {
  const exportBySource = new Map<string, string>();
  const documentByExport = new Map<string, string>();
  return {
    name: 'case-management:generated-documents',
    apply: 'build',
    buildStart() {
      const gql = readFileSync(`${generatedDir}gql.ts`, 'utf8');
      const map = gql.slice(gql.indexOf('const documents'));
      for (const [, source, name] of map.matchAll(/^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm)) {
        exportBySource.set(JSON.parse(source) as string, name);
      }
      const graphqlTs = readFileSync(`${generatedDir}graphql.ts`, 'utf8');
      for (const [, name, document] of graphqlTs.matchAll(
        /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<.*>;$/gm,
      )) {
        documentByExport.set(name, document);
      }
    },
    resolveId: {
      filter: { id: new RegExp(`^${DOCUMENT_MODULE}`) },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: new RegExp(`^\0${DOCUMENT_MODULE}`) },
      handler: (id) => `export default ${documentByExport.get(id.slice(DOCUMENT_MODULE.length + 1))};\n`,
    },
    transform: {
      filter: { id: /\/apps\/web\/src\/.*\.tsx?$/, code: 'graphql(' },
      handler(code, id) {
        if (id.startsWith(generatedDir)) return null;
        const program = this.parse(code) as unknown as SyntaxNode;
        if (!importsGeneratedGraphql(program)) return null;
        const replacements: { start: number; end: number; name: string }[] = [];
        visit(program, (node) => {
          const text = node.type === 'CallExpression' ? graphqlCallText(node) : undefined;
          if (text === undefined) return;
          const name = exportBySource.get(text);
          if (name && documentByExport.has(name)) replacements.push({ start: node.start, end: node.end, name });
          else
            this.warn(
              `A graphql() document has no generated counterpart (run npm run codegen): ${text.trim().split('\n')[0]}`,
            );
        });
        if (replacements.length === 0) return null;
        let output = code;
        for (const { start, end, name } of replacements.sort((a, b) => b.start - a.start)) {
          // As many lines as the call it replaces, so what follows stays on its line.
          const lineBreaks = code.slice(start, end).split('\n').length - 1;
          output = `${output.slice(0, start)}__generated_${name}${'\n'.repeat(lineBreaks)}${output.slice(end)}`;
        }
        // Appended: imports are hoisted, and nothing above moves.
        const imports = [...new Set(replacements.map(({ name }) => name))]
          .map((name) => `import __generated_${name} from '${DOCUMENT_MODULE}${name}';`)
          .join('\n');
        return { code: `${output}\n${imports}\n`, map: null };
      },
    },
  };
}

/** Whether `graphql` in this module is the generated one (imported from src/generated). */
function importsGeneratedGraphql(program: SyntaxNode): boolean {
  return (program.body as SyntaxNode[]).some(
    (statement) =>
      statement.type === 'ImportDeclaration' &&
      /\/generated(\/(index|gql))?(\.[jt]s)?$/.test(String((statement.source as SyntaxNode).value)) &&
      (statement.specifiers as SyntaxNode[]).some((specifier) => (specifier.local as SyntaxNode).name === 'graphql'),
  );
}

/** The text of `graphql(`<document without ${}>`)`; undefined for any other call. */
function graphqlCallText(call: SyntaxNode): string | undefined {
  const callee = call.callee as SyntaxNode;
  const [argument] = call.arguments as SyntaxNode[];
  if (callee.type !== 'Identifier' || callee.name !== 'graphql' || argument?.type !== 'TemplateLiteral')
    return undefined;
  const quasis = argument.quasis as SyntaxNode[];
  return quasis.length === 1 ? String((quasis[0].value as { cooked: string }).cooked) : undefined;
}

function visit(node: unknown, enter: (node: SyntaxNode) => void): void {
  if (Array.isArray(node)) return node.forEach((child) => visit(child, enter));
  if (!node || typeof node !== 'object' || typeof (node as SyntaxNode).type !== 'string') return;
  enter(node as SyntaxNode);
  for (const [key, value] of Object.entries(node))
    if (key !== 'type' && value && typeof value === 'object') visit(value, enter);
}
