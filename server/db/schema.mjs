// @ts-check
// The database's tables as the migrations (migrations.mjs) leave them, for `Kysely<Tables>`: every
// query is checked against these names and types. Times are ISO 8601 UTC strings; a column the
// database fills in (an id, a default) is `Generated`, so an insert may leave it out.

/**
 * @typedef {object} MetaTable keys shared by every process using the database, and markers
 * @property {string} key
 * @property {string} value
 */

/**
 * @typedef {object} SubscribersTable
 * @property {import('kysely').Generated<number>} id
 * @property {string} email normalised: trimmed, lower case
 * @property {'en' | 'de'} locale the language of the mails
 * @property {'pending' | 'confirmed' | 'unsubscribed'} status
 * @property {string | null} consent_at ISO time of the (latest) subscribe request with consent
 * @property {string | null} consent_text_version which consent text the person agreed to
 * @property {string | null} consent_ip network of that request: IPv4 /24 or IPv6 /48
 * @property {string | null} confirmed_at
 * @property {string | null} token_hash hex SHA-256 of the confirmation token: while pending, what confirms (once,
 *   before token_expires_at); once confirmed, kept so the link opened again says so; erased on unsubscribing
 * @property {string | null} token_expires_at
 * @property {string | null} unsubscribed_at
 * @property {string | null} unsubscribe_mail_at when an unsubscribe link was last mailed to the address
 */

/**
 * @typedef {object} MailQueueTable one row per mail
 * @property {import('kysely').Generated<number>} id
 * @property {import('../newsletter/mailQueue.mjs').MailKind} kind
 * @property {number | null} subscriber_id
 * @property {string | null} issue_id
 * @property {string} recipient
 * @property {'en' | 'de'} locale
 * @property {string} subject
 * @property {string | null} body null once the mail is final
 * @property {string} headers JSON of the extra headers
 * @property {import('../newsletter/mailQueue.mjs').MailStatus} status
 * @property {import('kysely').Generated<number>} attempts
 * @property {string} next_attempt_at
 * @property {string | null} locked_until
 * @property {string | null} last_error
 * @property {string} created_at
 * @property {string | null} sent_at
 * @property {string | null} last_failed_at
 */

/**
 * @typedef {object} IssuesSentTable one row per issue ever queued
 * @property {string} issue_id
 * @property {string} queued_at
 * @property {number} recipients
 */

/**
 * @typedef {object} SuppressionsTable addresses that unsubscribed or were erased, as keyed hashes
 * @property {string} hash
 * @property {import('../newsletter/suppressionList.mjs').SuppressionReason} reason
 * @property {string} created_at
 */

/**
 * @typedef {object} MarketCandlesTable one closed candle of an exchange's perpetual (server/market/)
 * @property {string} exchange ccxt id (binanceusdm)
 * @property {string} market base currency (BTC)
 * @property {string} timeframe 1m, 1h, 1d
 * @property {number | string} t open time, epoch ms (PostgreSQL returns a bigint as a string)
 * @property {number} o
 * @property {number} h
 * @property {number} l
 * @property {number} c
 * @property {number} v volume in the base currency
 */

/**
 * @typedef {object} MarketFundingTable one funding payment of a perpetual
 * @property {string} exchange
 * @property {string} market
 * @property {number | string} t funding time, epoch ms
 * @property {number} rate fraction of the notional per funding period (longs pay when positive)
 * @property {number} interval_hours hours since the funding time before
 */

/**
 * @typedef {object} MarketGapsTable a range the exchange did not deliver after every retry
 * @property {string} exchange
 * @property {string} market
 * @property {string} series a candle timeframe or 'funding'
 * @property {number | string} from_t first missing time, epoch ms
 * @property {number | string} to_t last missing time, epoch ms
 * @property {string} recorded_at
 */

/**
 * @typedef {object} MarketDatasetsTable what is stored of one series (the catalog and a sync's resume point)
 * @property {string} exchange
 * @property {string} market
 * @property {string} series a candle timeframe or 'funding'
 * @property {number | string} first_t
 * @property {number | string} last_t
 * @property {number} rows
 * @property {string} updated_at when rows were last written
 */

/**
 * @typedef {object} Tables
 * @property {MetaTable} meta
 * @property {SubscribersTable} subscribers
 * @property {MailQueueTable} mail_queue
 * @property {IssuesSentTable} issues_sent
 * @property {SuppressionsTable} suppressions
 * @property {MarketCandlesTable} market_candles
 * @property {MarketFundingTable} market_funding
 * @property {MarketGapsTable} market_gaps
 * @property {MarketDatasetsTable} market_datasets
 */

/** @typedef {import('kysely').Kysely<Tables>} Db */
/** @typedef {import('kysely').Kysely<Tables> | import('kysely').Transaction<Tables>} Connection a database or a transaction on it */

export {};
