import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as ts from 'typescript';
import { api, isCallDef } from './index';

/** What the web builds make of this lib's modules (bundler/, applied by tools/rspack): what a page gets of each call. */
const { browserContract, SERVER_ONLY_CALL_FIELDS } = require('../bundler/browser-contract-loader.cjs') as {
  browserContract(source: string, fileName?: string): { code: string; emptied: string[] };
  SERVER_ONLY_CALL_FIELDS: ReadonlySet<string>;
};
const withoutServerOnlyCallFields = (source: string, fileName?: string) => browserContract(source, fileName).code;

/** The modules a source imports values from (type-only imports left out). */
function valueImports(source: string): string[] {
  const file = ts.createSourceFile('x.ts', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  return file.statements
    .filter(ts.isImportDeclaration)
    .filter((statement) => !statement.importClause?.isTypeOnly)
    .map((statement) => (statement.moduleSpecifier as ts.StringLiteral).text);
}

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
  it('imports no TypeBox: each schema is left without a value, and no call is', () => {
    const calls = Object.keys(api);
    const callNames = Object.values(api).flatMap((group) => Object.entries(group).filter(([, value]) => isCallDef(value)).map(([name]) => name));
    for (const name of contractFiles) {
      const { code, emptied } = browserContract(readFileSync(join(SOURCES, name), 'utf8'), join(SOURCES, name));
      expect(valueImports(code)).not.toContain('@sinclair/typebox');
      expect(emptied.filter((value) => callNames.includes(value) || calls.includes(value))).toEqual([]);
    }
    // What the pages do use stays: the levels' rules, the labels, the limits.
    const levels = browserContract(readFileSync(join(SOURCES, 'levels.ts'), 'utf8'), join(SOURCES, 'levels.ts'));
    expect(levels.emptied).toEqual(['Level']);
  });

  it('empties what is built from a schema too, and refuses a TypeBox use it cannot take out', () => {
    const source = [
      "import * as Type from '@sinclair/typebox';",
      "import type { Static } from '@sinclair/typebox';",
      'const literals = (keys: string[]) => Type.Union(keys.map((key) => Type.Literal(key)));',
      "export const Action = literals(['a', 'b']);",
      'export const stamps = { createdAt: Action };',
      "export const LABELS = { Action: 'An action' };",
      'export const isAction = (value: string): value is Static<typeof Action> => value in LABELS;',
      'export function listOf(item: Type.TSchema) { return Type.Array(item); }',
    ].join('\n');
    const { code, emptied } = browserContract(source);
    expect(emptied).toEqual(['literals', 'Action', 'stamps', 'listOf']);
    expect(code).toContain("export const LABELS = { Action: 'An action' };");
    expect(code).toContain('export const isAction = (value: string): value is Static<typeof Action> => value in LABELS;');
    expect(code).toContain('export function listOf(item: Type.TSchema) { throw new Error(');
    expect(valueImports(code)).toEqual([]);
    expect(() => browserContract("import * as Type from '@sinclair/typebox';\nexport default Type.String();", 'bad.ts')).toThrow(
      "bad.ts:2: the page's copy of the contract cannot take TypeBox out of this statement",
    );
  });

  it('defines every call the API does, with the same fields but the summary, the schemas and the filters', () => {
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
    expect(stripped).toContain('export const Order = Type.Object({ summary: Type.String() });'); // no TypeBox import here: left as it is
    expect(stripped).toContain("defineCall({ ...base, permission: 'shop.read', method: 'GET', path: '/orders/:id', successStatus: 200, files: ['image'] })");
    expect(stripped).not.toMatch(/IdParams|ErrorBody|with its items/);
  });
});
