import { splitStatements } from '../../src/db/migrate';

describe('splitStatements', () => {
  it('splits at semicolons ending a line and drops comment lines', () => {
    expect(splitStatements('-- a table\nCREATE TABLE a (x int);\nCREATE INDEX a_x ON a (x);\n')).toEqual([
      'CREATE TABLE a (x int)',
      'CREATE INDEX a_x ON a (x)',
    ]);
  });

  it('keeps a function body whole, semicolons and all', () => {
    const fn = 'CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  DELETE FROM a;\n  RETURN NULL;\nEND $$';
    expect(splitStatements(`${fn};\nCREATE TRIGGER t AFTER TRUNCATE ON a EXECUTE FUNCTION f();\n`)).toEqual([
      fn,
      'CREATE TRIGGER t AFTER TRUNCATE ON a EXECUTE FUNCTION f()',
    ]);
  });
});
