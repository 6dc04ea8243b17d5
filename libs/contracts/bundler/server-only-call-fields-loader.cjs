// @ts-check
const ts = require('typescript');

/**
 * The fields of a call (`defineCall({...})` in libs/contracts) that only the API reads: its
 * OpenAPI summary and the schemas it validates and serialises with. A page builds a request from
 * the method, path, access, permission, sorts, filters and files, and reads the answer as it comes.
 */
const SERVER_ONLY_CALL_FIELDS = new Set(['summary', 'params', 'querystring', 'headers', 'body', 'response']);

/** The property's name as written (`summary`, `'summary'`), or undefined for a computed one or a spread. */
function nameOf(property) {
  if (!ts.isPropertyAssignment(property) && !ts.isShorthandPropertyAssignment(property)) return undefined;
  const { name } = property;
  return ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined;
}

/**
 * The source of a contracts module with the server-only fields taken out of every call it
 * defines: the browser build then carries no summaries and none of the calls' own schemas.
 *
 * @param {string} source TypeScript source of a contracts module
 * @param {string} [fileName]
 * @returns {string}
 */
function withoutServerOnlyCallFields(source, fileName = 'contract.ts') {
  if (!source.includes('defineCall(')) return source;
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
  let result = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) result = result.slice(0, edit.start) + edit.text + result.slice(edit.end);
  return result;
}

/** rspack loader: the web builds apply it to this lib's modules (tools/rspack/create-web-config.ts). */
module.exports = function serverOnlyCallFieldsLoader(source) {
  return withoutServerOnlyCallFields(source, this.resourcePath);
};
module.exports.withoutServerOnlyCallFields = withoutServerOnlyCallFields;
module.exports.SERVER_ONLY_CALL_FIELDS = SERVER_ONLY_CALL_FIELDS;
