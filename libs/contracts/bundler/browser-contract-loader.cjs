// @ts-check
const { existsSync, readFileSync } = require('node:fs');
const { dirname, resolve } = require('node:path');
const ts = require('typescript');

/**
 * The fields of a call (`defineCall({...})` in libs/contracts) that only the API reads: its
 * OpenAPI summary and the schemas it validates and serialises with. A page builds a request from
 * the method, path, access, permission, sorts and files, and reads the answer as it comes.
 */
const SERVER_ONLY_CALL_FIELDS = new Set(['summary', 'params', 'querystring', 'headers', 'body', 'response', 'filters']);

/** The name TypeBox's builders are imported as (`import * as Type from '@sinclair/typebox'`, a lint rule of the lib). */
const TYPEBOX = '@sinclair/typebox';

/** The property's name as written (`summary`, `'summary'`), or undefined for a computed one or a spread. */
function nameOf(property) {
  if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property)) return undefined;
  const { name } = property;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/**
 * Whether `node` reads one of `names` at run time: not in a type (`value is Level`, `as Level`), and
 * not as a property of that name (`x.Id`, `{ Id: 1 }`).
 */
function mentions(node, names) {
  let found = false;
  const visit = (child) => {
    if (found || ts.isTypeNode(child)) return;
    const parent = child.parent;
    const propertyName = parent && (ts.isPropertyAccessExpression(parent) || ts.isPropertyAssignment(parent)) && parent.name === child;
    if (ts.isIdentifier(child) && names.has(child.text) && !propertyName) found = true;
    else ts.forEachChild(child, visit);
  };
  visit(node);
  return found;
}

/** @param {string} source @param {{ start: number; end: number; text: string }[]} edits */
function applyEdits(source, edits) {
  let result = source;
  for (const edit of [...edits].sort((a, b) => b.start - a.start)) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

/** Every call's definition without its server-only fields. */
function withoutServerOnlyCallFields(source, fileName) {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  /** @type {{ start: number; end: number; text: string }[]} */
  const edits = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineCall') {
      const [definition] = node.arguments;
      if (definition && ts.isObjectLiteralExpression(definition)) {
        const kept = definition.properties.filter((property) => !SERVER_ONLY_CALL_FIELDS.has(nameOf(property) ?? ''));
        if (kept.length < definition.properties.length) {
          edits.push({ start: definition.getStart(file), end: definition.getEnd(), text: `{ ${kept.map((property) => property.getText(file)).join(', ')} }` });
        }
        return;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return applyEdits(source, edits);
}

/** A relative import's file (`./common` is common.ts), or undefined for a package. */
function importedFile(fromFile, specifier) {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(fromFile), specifier);
  return [`${base}.ts`, `${base}/index.ts`].find((file) => existsSync(file));
}

/** The names each contracts module leaves without a value, by file (a module importing another needs them). */
const emptiedByFile = new Map();

function emptiedOf(file) {
  if (!emptiedByFile.has(file)) {
    // Asked again while it is worked out (modules importing each other): nothing yet, not a loop.
    emptiedByFile.set(file, []);
    emptiedByFile.set(file, browserContract(readFileSync(file, 'utf8'), file).emptied);
  }
  return emptiedByFile.get(file);
}

/**
 * The page's copy of a contracts module: no schema. Every call loses its server-only fields; then
 * each top-level value built with TypeBox is left `undefined` and each function that builds one
 * throws, so nothing imports TypeBox and the page carries none of it (no web code reads a schema:
 * `nx run web-typecheck:test` checks the imports). A TypeBox use this cannot take out (a class, a
 * statement of another kind) fails the build rather than ship.
 *
 * @param {string} source TypeScript source of a contracts module
 * @param {string} [fileName]
 * @returns {{ code: string; emptied: string[] }} the browser's source, and the names left without a value
 */
function browserContract(source, fileName = 'contract.ts') {
  const code = source.includes('defineCall(') ? withoutServerOnlyCallFields(source, fileName) : source;
  const file = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  /** The local names TypeBox's values are imported as. */
  const typebox = new Set();
  /** @type {{ start: number; end: number; text: string }[]} */
  const edits = [];
  /** @type {string[]} */
  const emptied = [];
  /** The local names of schemas another module of the contract builds (`Ok`, `Timestamp` from ./common). */
  const imported = new Set();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    if (!clause || clause.isTypeOnly) continue;
    if (statement.moduleSpecifier.text !== TYPEBOX) {
      const from = importedFile(fileName, statement.moduleSpecifier.text);
      const bindings = clause.namedBindings;
      if (!from || !bindings || !ts.isNamedImports(bindings)) continue;
      const emptiedThere = new Set(emptiedOf(from));
      for (const element of bindings.elements) if (emptiedThere.has((element.propertyName ?? element.name).text)) imported.add(element.name.text);
      continue;
    }
    if (clause.name) typebox.add(clause.name.text);
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) typebox.add(bindings.name.text);
    if (bindings && ts.isNamedImports(bindings)) bindings.elements.filter((element) => !element.isTypeOnly).forEach((element) => typebox.add(element.name.text));
    edits.push({ start: statement.getStart(file), end: statement.getEnd(), text: '' });
  }
  // What is built from a schema is one too (`literals(...)` over a builder): emptied until none is left.
  const schemaNames = new Set([...typebox, ...imported]);
  const done = new Set();
  for (let grew = true; grew; ) {
    grew = false;
    for (const statement of file.statements) {
      if (done.has(statement) || ts.isImportDeclaration(statement) || !mentions(statement, schemaNames)) continue;
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (done.has(declaration) || !declaration.initializer || !mentions(declaration.initializer, schemaNames)) continue;
          done.add(declaration);
          grew = true;
          const name = declaration.name.getText(file);
          emptied.push(name);
          schemaNames.add(name);
          edits.push({ start: declaration.initializer.getStart(file), end: declaration.initializer.getEnd(), text: 'undefined as never' });
        }
      } else if (ts.isFunctionDeclaration(statement) && statement.body && statement.name) {
        // Its signature's types go with the rest of the types; only a body that builds a schema is taken out.
        if (!mentions(statement.body, schemaNames)) continue;
        done.add(statement);
        grew = true;
        emptied.push(statement.name.text);
        schemaNames.add(statement.name.text);
        const message = `${statement.name.text} builds a schema, which only the API has (libs/contracts/bundler)`;
        edits.push({ start: statement.body.getStart(file), end: statement.body.getEnd(), text: `{ throw new Error(${JSON.stringify(message)}); }` });
      } else if (!ts.isTypeAliasDeclaration(statement) && !ts.isInterfaceDeclaration(statement) && !ts.isExportDeclaration(statement)) {
        const { line } = file.getLineAndCharacterOfPosition(statement.getStart(file));
        throw new Error(`${fileName}:${line + 1}: the page's copy of the contract cannot take TypeBox out of this statement; build schemas in a const or a function`);
      }
    }
  }
  return { code: applyEdits(code, edits), emptied };
}

/** rspack loader: the web builds apply it to this lib's modules (tools/rspack/create-web-config.ts). */
module.exports = function browserContractLoader(source) {
  return browserContract(source, this.resourcePath).code;
};
module.exports.browserContract = browserContract;
module.exports.SERVER_ONLY_CALL_FIELDS = SERVER_ONLY_CALL_FIELDS;
