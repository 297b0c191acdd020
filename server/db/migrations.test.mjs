// @ts-check
// Every migration's `down` undoes its `up`, on SQLite and on PostgreSQL: from the latest schema the
// database goes down to nothing, up one version at a time, down one at a time (each step back must
// leave the tables and columns exactly as the version before left them) and up again, and the
// service's keys are in place afterwards.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NO_MIGRATIONS } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { startPostgres, testEngines } from '../testing/postgres.mjs';
import { createMigrator } from './migrations.mjs';
import { openDatabase } from './openDatabase.mjs';

const engines = await testEngines();

afterAll(async () => {
  const postgres = await startPostgres();
  if (postgres.ok) await postgres.stop();
});

/**
 * The tables and their columns (Kysely's own migration tables left out), comparable across steps.
 * @param {import('./schema.mjs').Db} db
 */
async function schemaOf(db) {
  const tables = await db.introspection.getTables();
  return Object.fromEntries(
    tables
      .map((table) => [table.name, table.columns.map(({ name, dataType, isNullable, hasDefaultValue, isAutoIncrementing }) => ({ name, dataType, isNullable, hasDefaultValue, isAutoIncrementing }))])
      .sort(([a], [b]) => String(a).localeCompare(String(b))),
  );
}

/** @param {Promise<import('kysely').MigrationResultSet>} step */
async function expectApplied(step) {
  const { error, results } = await step;
  expect(error, JSON.stringify(results)).toBeUndefined();
}

describe.each(engines)('migrations on $engine', (choice) => {
  it('go up, down and up again: each down leaves the schema of the version before', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'futureslab-migrations-'));
    const databaseUrl = choice.engine === 'postgres' && choice.postgres?.ok ? await choice.postgres.createDatabase() : null;
    const database = await openDatabase({ dataDir: dir, databaseUrl });
    try {
      const { db } = database;
      const latest = await schemaOf(db);
      const migrator = createMigrator(db, database.engine);
      const names = (await migrator.getMigrations()).map((migration) => migration.name);
      expect(names.length).toBeGreaterThan(0);

      await expectApplied(migrator.migrateTo(NO_MIGRATIONS));
      expect(await schemaOf(db)).toEqual({});

      const schemaAfter = [];
      for (const name of names) {
        await expectApplied(migrator.migrateUp());
        expect((await migrator.getMigrations()).filter((migration) => migration.executedAt).map((migration) => migration.name).at(-1)).toBe(name);
        schemaAfter.push(await schemaOf(db));
      }
      expect(schemaAfter.at(-1)).toEqual(latest);

      for (let version = names.length - 1; version >= 0; version -= 1) {
        await expectApplied(migrator.migrateDown());
        expect(await schemaOf(db), `down from ${names[version]}`).toEqual(version === 0 ? {} : schemaAfter[version - 1]);
      }

      await expectApplied(migrator.migrateToLatest());
      expect(await schemaOf(db)).toEqual(latest);
      const keys = await db.selectFrom('meta').select('key').orderBy('key').execute();
      expect(keys.map((row) => row.key)).toEqual(['suppression-key', 'unsubscribe-key']);
    } finally {
      await database.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
