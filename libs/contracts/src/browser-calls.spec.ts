import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as ts from 'typescript';

/** What the web builds make of this lib's modules (bundler/, applied by tools/rspack): what a page gets of each call. */
const { withoutServerOnlyCallFields, SERVER_ONLY_CALL_FIELDS } = require('../bundler/server-only-call-fields-loader.cjs') as {
  withoutServerOnlyCallFields(source: string, fileName?: string): string;
  SERVER_ONLY_CALL_FIELDS: ReadonlySet<string>;
};

/** Each `defineCall({...})` of a source: the names of its fields, in order, `...` for a spread. */
function callFields(source: string): string[][] {
  const file = ts.createSourceFile('x.ts', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const calls: string[][] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineCall') {
      const [definition] = node.arguments;
      if (definition && ts.isObjectLiteralExpression(definition)) {
        calls.push(definition.properties.map((property) => (ts.isSpreadAssignment(property) ? '...' : (property.name as ts.Identifier).text)));
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return calls;
}

const syntaxErrors = (source: string) =>
  ts.transpileModule(source, { reportDiagnostics: true, compilerOptions: { target: ts.ScriptTarget.ES2022 } }).diagnostics ?? [];

const SOURCES = join(__dirname);
const contractFiles = [
  ...readdirSync(SOURCES).filter((name) => name.endsWith('.ts') && !name.endsWith('.spec.ts')),
  ...readdirSync(join(SOURCES, 'calls')).map((name) => `calls/${name}`),
];

describe("a page's copy of the contract", () => {
  it('defines every call the API does, with the same fields but the summary and the schemas', () => {
    let calls = 0;
    for (const name of contractFiles) {
      const source = readFileSync(join(SOURCES, name), 'utf8');
      const stripped = withoutServerOnlyCallFields(source, name);
      expect(syntaxErrors(stripped)).toEqual([]);
      const before = callFields(source);
      calls += before.length;
      expect(callFields(stripped)).toEqual(before.map((fields) => fields.filter((field) => !SERVER_ONLY_CALL_FIELDS.has(field))));
    }
    // Every call of the contract went through it (the loader's pattern did not miss a file).
    expect(calls).toBeGreaterThan(90);
  });

  it('keeps what a request is built from, whatever the layout, and leaves other code as it is', () => {
    const source = [
      "const base = { access: 'protected', tag: 'orders' } as const;",
      'export const Order = Type.Object({ summary: Type.String() });',
      'export const getOrder = defineCall({',
      "  ...base, permission: 'shop.read', method: 'GET',",
      "  path: '/orders/:id', summary: 'One order, ' +",
      "    'with its items',",
      '  params: IdParams, querystring: Type.Object({}),',
      "  'response': { 200: Ok(Order), 404: ErrorBody }, successStatus: 200, files: ['image'],",
      '});',
    ].join('\n');
    const stripped = withoutServerOnlyCallFields(source);
    expect(stripped).toContain('export const Order = Type.Object({ summary: Type.String() });');
    expect(stripped).toContain("defineCall({ ...base, permission: 'shop.read', method: 'GET', path: '/orders/:id', successStatus: 200, files: ['image'] })");
    expect(stripped).not.toMatch(/IdParams|ErrorBody|with its items/);
  });
});
