import { describe, expect, it } from 'vitest';
import { listMigrations, splitStatements } from './migrate.ts';

describe('splitStatements', () => {
  it('splits at semicolons that end a line and drops comment lines', () => {
    expect(splitStatements('-- a table\nCREATE TABLE a (x int);\nCREATE INDEX i ON a (x);\n')).toEqual(['CREATE TABLE a (x int)', 'CREATE INDEX i ON a (x)']);
  });

  it('keeps a $$-quoted function body whole', () => {
    const sql = "CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  RAISE EXCEPTION 'no';\nEND;\n$$;\nSELECT 1;";
    expect(splitStatements(sql)).toEqual(["CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n  RAISE EXCEPTION 'no';\nEND;\n$$", 'SELECT 1']);
  });

  it('finds the migrations in version order, numbered without gaps', () => {
    const versions = listMigrations().map((m) => m.version);
    expect(versions.length).toBeGreaterThanOrEqual(10);
    expect(versions).toEqual(versions.map((_v, i) => i + 1));
  });
});
