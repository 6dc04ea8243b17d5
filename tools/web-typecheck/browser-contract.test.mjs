// The web code reads no schema of the contract at run time: the page's copy of the contract
// (libs/contracts/bundler/browser-contract-loader.cjs) leaves every TypeBox schema `undefined`, so
// a value imported from it would be undefined in the browser while every unit test, which runs
// the whole contract, passes. Types from it are fine: they are gone once compiled.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const ts = require('typescript');
const { browserContract } = require('../../libs/contracts/bundler/browser-contract-loader.cjs');

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '../..');
const CONTRACTS = join(ROOT, 'libs/contracts/src');

/** The names the page's copy of the contract leaves without a value. */
function emptiedNames() {
  const files = [
    ...readdirSync(CONTRACTS).filter((name) => name.endsWith('.ts') && !name.endsWith('.spec.ts')),
    ...readdirSync(join(CONTRACTS, 'calls')).map((name) => `calls/${name}`),
  ];
  return new Set(files.flatMap((name) => browserContract(readFileSync(join(CONTRACTS, name), 'utf8'), join(CONTRACTS, name)).emptied));
}

/** What ships of the web projects: this project's program (tsconfig.json), without specs and test support. */
function shippedWebFiles() {
  const config = ts.readConfigFile(join(HERE, 'tsconfig.json'), ts.sys.readFile);
  const { fileNames } = ts.parseJsonConfigFileContent(config.config, ts.sys, HERE);
  return fileNames.filter((file) => /\.tsx?$/.test(file) && !/\.spec\.tsx?$|\/testing\/|jest\.setup\.ts$|rspack\.config\.ts$|\/libs\/contracts\//.test(file));
}

/** Each value a source imports (or re-exports) from '@shopdesk/contracts', by name; `*` for a namespace. */
function contractValues(text, file = 'probe.ts') {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const names = [];
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!(isImport || ts.isExportDeclaration(statement)) || statement.moduleSpecifier?.text !== '@shopdesk/contracts') continue;
    if (isImport ? statement.importClause?.isTypeOnly : statement.isTypeOnly) continue;
    const bindings = isImport ? statement.importClause?.namedBindings : statement.exportClause;
    if (bindings && (ts.isNamespaceImport(bindings) || ts.isNamespaceExport(bindings))) names.push('*');
    for (const element of bindings && 'elements' in bindings ? bindings.elements : []) {
      if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
    }
  }
  return names;
}

test('no web code imports a schema of the contract as a value', () => {
  const emptied = emptiedNames();
  assert.ok(emptied.has('Order') && emptied.has('Preferences'), 'the entities are schemas the page has no value of');
  const files = shippedWebFiles();
  assert.ok(files.length > 300, `the web projects' files (${files.length})`);
  const found = files.flatMap((file) =>
    contractValues(readFileSync(file, 'utf8'), file)
      .filter((name) => name === '*' || emptied.has(name))
      .map((name) => `${relative(ROOT, file)}: ${name === '*' ? 'a namespace import' : name}`),
  );
  assert.deepEqual(found, [], 'import these with `import type` (a schema has no value in the browser)');
});

test('the check sees values imported or re-exported, and lets types through', () => {
  assert.deepEqual(contractValues("import { api, Order, type Service } from '@shopdesk/contracts';"), ['api', 'Order']);
  assert.deepEqual(contractValues("import { Order as OrderSchema } from '@shopdesk/contracts';"), ['Order']);
  assert.deepEqual(contractValues("import * as contracts from '@shopdesk/contracts';"), ['*']);
  assert.deepEqual(contractValues("export { Preferences } from '@shopdesk/contracts';"), ['Preferences']);
  assert.deepEqual(contractValues("import type { Order } from '@shopdesk/contracts';\nexport type { Service } from '@shopdesk/contracts';"), []);
  assert.deepEqual(contractValues("import { Order } from '@shopdesk/api-client';"), []);
});
