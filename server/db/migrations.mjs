// @ts-check
import { randomBytes } from 'node:crypto';
import { Migrator, sql } from 'kysely';

/**
 * The schema's versions, applied in name order at start and recorded in `kysely_migration`
 * (Kysely's migrator takes a lock, so processes starting together apply each one once). Each
 * `down` undoes its `up` exactly (migrations.test.mjs goes up, down and up again on both engines),
 * so a release can be rolled back with `createMigrator(db, engine).migrateTo(name)`.
 * Times are ISO 8601 UTC strings (`2026-11-27T10:00:00.000Z`), which sort as text in both engines.
 * @param {'sqlite' | 'postgres'} engine
 * @returns {Record<string, import('kysely').Migration>}
 */
function migrations(engine) {
  const id = engine === 'postgres' ? 'serial' : 'integer';
  /** @param {import('kysely').ColumnDefinitionBuilder} column */
  const key = (column) => (engine === 'postgres' ? column.primaryKey() : column.primaryKey().autoIncrement());
  return {
    '001-subscribers-and-mail-queue': {
      async up(db) {
        await db.schema
          .createTable('meta')
          .addColumn('key', 'text', (c) => c.primaryKey())
          .addColumn('value', 'text', (c) => c.notNull())
          .execute();
        // The key of the unsubscribe links (HMAC), shared by every process using this database.
        await db.insertInto('meta').values({ key: 'unsubscribe-key', value: randomBytes(32).toString('base64url') }).execute();

        await db.schema
          .createTable('subscribers')
          .addColumn('id', id, key)
          .addColumn('email', 'text', (c) => c.notNull().unique())
          .addColumn('locale', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('consent_at', 'text')
          .addColumn('consent_text_version', 'text')
          .addColumn('consent_ip', 'text')
          .addColumn('confirmed_at', 'text')
          .addColumn('token_hash', 'text')
          .addColumn('token_expires_at', 'text')
          .addColumn('unsubscribed_at', 'text')
          .execute();
        await db.schema.createIndex('subscribers_token_hash').on('subscribers').column('token_hash').execute();
        await db.schema.createIndex('subscribers_status').on('subscribers').columns(['status', 'id']).execute();

        await db.schema
          .createTable('mail_queue')
          .addColumn('id', id, key)
          .addColumn('kind', 'text', (c) => c.notNull())
          .addColumn('subscriber_id', 'integer')
          .addColumn('issue_id', 'text')
          .addColumn('recipient', 'text', (c) => c.notNull())
          .addColumn('locale', 'text', (c) => c.notNull())
          .addColumn('subject', 'text', (c) => c.notNull())
          .addColumn('body', 'text')
          .addColumn('headers', 'text', (c) => c.notNull())
          .addColumn('status', 'text', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('next_attempt_at', 'text', (c) => c.notNull())
          .addColumn('locked_until', 'text')
          .addColumn('last_error', 'text')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('sent_at', 'text')
          .addUniqueConstraint('mail_queue_issue_subscriber', ['issue_id', 'subscriber_id'])
          .execute();
        await db.schema.createIndex('mail_queue_due').on('mail_queue').columns(['status', 'next_attempt_at']).execute();

        await db.schema
          .createTable('issues_sent')
          .addColumn('issue_id', 'text', (c) => c.primaryKey())
          .addColumn('queued_at', 'text', (c) => c.notNull())
          .addColumn('recipients', 'integer', (c) => c.notNull())
          .execute();
      },
      async down(db) {
        // Indexes go with their tables.
        for (const table of ['issues_sent', 'mail_queue', 'subscribers', 'meta']) await db.schema.dropTable(table).execute();
      },
    },
    '002-suppressions-unsubscribe-links-failures': {
      async up(db) {
        // The key of the suppression list's hashes (HMAC), shared by every process using this database.
        await db.insertInto('meta').values({ key: 'suppression-key', value: randomBytes(32).toString('base64url') }).execute();
        // Addresses that unsubscribed or were erased, as keyed hashes only: never mailed again (from a restored
        // backup or a re-import either) until the person confirms a new subscription.
        await db.schema
          .createTable('suppressions')
          .addColumn('hash', 'text', (c) => c.primaryKey())
          .addColumn('reason', 'text', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        // When the last unsubscribe link was mailed to the address (one such mail per cooldown, against mail bombing).
        await db.schema.alterTable('subscribers').addColumn('unsubscribe_mail_at', 'text').execute();
        // When the latest attempt of a mail failed: the health check counts the failures of the last hour.
        await db.schema.alterTable('mail_queue').addColumn('last_failed_at', 'text').execute();
        await db.schema.createIndex('mail_queue_last_failed_at').on('mail_queue').column('last_failed_at').execute();
        await db.schema.createIndex('mail_queue_issue_status').on('mail_queue').columns(['issue_id', 'status']).execute();
      },
      async down(db) {
        // An indexed column cannot be dropped (SQLite): the indexes first.
        await db.schema.dropIndex('mail_queue_issue_status').execute();
        await db.schema.dropIndex('mail_queue_last_failed_at').execute();
        await db.schema.alterTable('mail_queue').dropColumn('last_failed_at').execute();
        await db.schema.alterTable('subscribers').dropColumn('unsubscribe_mail_at').execute();
        await db.schema.dropTable('suppressions').execute();
        await db.deleteFrom('meta').where('key', '=', 'suppression-key').execute();
      },
    },
    '003-market-data': {
      async up(db) {
        // Exchange history (server/market/). Open and funding times are epoch milliseconds (bigint), not ISO
        // text: a year of 1m candles is half a million rows, read in ranges by the API.
        // SQLite keeps these tables ordered by their key (WITHOUT ROWID), so a range is one contiguous read.
        const clustered = engine === 'sqlite' ? sql`without rowid` : sql``;
        const price = engine === 'postgres' ? 'double precision' : 'real';
        await db.schema
          .createTable('market_candles')
          .addColumn('exchange', 'text', (c) => c.notNull())
          .addColumn('market', 'text', (c) => c.notNull())
          .addColumn('timeframe', 'text', (c) => c.notNull())
          .addColumn('t', 'bigint', (c) => c.notNull())
          .addColumn('o', price, (c) => c.notNull())
          .addColumn('h', price, (c) => c.notNull())
          .addColumn('l', price, (c) => c.notNull())
          .addColumn('c', price, (c) => c.notNull())
          .addColumn('v', price, (c) => c.notNull())
          .addPrimaryKeyConstraint('market_candles_key', ['exchange', 'market', 'timeframe', 't'])
          .modifyEnd(clustered)
          .execute();
        await db.schema
          .createTable('market_funding')
          .addColumn('exchange', 'text', (c) => c.notNull())
          .addColumn('market', 'text', (c) => c.notNull())
          .addColumn('t', 'bigint', (c) => c.notNull())
          .addColumn('rate', price, (c) => c.notNull())
          .addColumn('interval_hours', price, (c) => c.notNull())
          .addPrimaryKeyConstraint('market_funding_key', ['exchange', 'market', 't'])
          .modifyEnd(clustered)
          .execute();
        // Ranges the exchange did not deliver after every retry (downtime): shown with the dataset, retried by the next sync.
        // `series` is a candle timeframe or 'funding'; from_t and to_t are the first and last missing times.
        await db.schema
          .createTable('market_gaps')
          .addColumn('exchange', 'text', (c) => c.notNull())
          .addColumn('market', 'text', (c) => c.notNull())
          .addColumn('series', 'text', (c) => c.notNull())
          .addColumn('from_t', 'bigint', (c) => c.notNull())
          .addColumn('to_t', 'bigint', (c) => c.notNull())
          .addColumn('recorded_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('market_gaps_key', ['exchange', 'market', 'series', 'from_t'])
          .execute();
        // One row per dataset, written in the same transaction as its rows: the catalog reads it instead of
        // counting millions of rows, and a sync resumes after its last_t.
        await db.schema
          .createTable('market_datasets')
          .addColumn('exchange', 'text', (c) => c.notNull())
          .addColumn('market', 'text', (c) => c.notNull())
          .addColumn('series', 'text', (c) => c.notNull())
          .addColumn('first_t', 'bigint', (c) => c.notNull())
          .addColumn('last_t', 'bigint', (c) => c.notNull())
          .addColumn('rows', 'integer', (c) => c.notNull())
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('market_datasets_key', ['exchange', 'market', 'series'])
          .execute();
      },
      async down(db) {
        for (const table of ['market_datasets', 'market_gaps', 'market_funding', 'market_candles']) await db.schema.dropTable(table).execute();
      },
    },
  };
}

/**
 * Kysely's migrator over this schema's versions (to go to a version, or back).
 * @param {import('./schema.mjs').Db} db
 * @param {'sqlite' | 'postgres'} engine
 */
export function createMigrator(db, engine) {
  return new Migrator({ db, provider: { getMigrations: async () => migrations(engine) } });
}

/**
 * Applies every migration not yet applied; throws with the failing migration's name.
 * @param {import('./schema.mjs').Db} db
 * @param {'sqlite' | 'postgres'} engine
 */
export async function migrate(db, engine) {
  const { error, results } = await createMigrator(db, engine).migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error) throw new Error(`database migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
}
