#!/usr/bin/env node
// @ts-check
// `npm run newsletter -- <command>`: the operator's commands (server/README.md, "Operating the newsletter").
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { backupDatabase, restoreDatabase } from './db/backupRestore.mjs';
import { openDatabase } from './db/openDatabase.mjs';
import { markIssueSent, parseIssue } from './newsletter/issues.mjs';
import { updateLatestIssues } from './newsletter/latestIssues.mjs';
import { normaliseEmail } from './newsletter/normaliseEmail.mjs';
import { createOperator } from './newsletter/operator.mjs';
import { createSubscriberStore } from './newsletter/subscriberStore.mjs';
import { DEFAULT_DATA_DIR, DEFAULT_SPECS_DIR } from './projectPaths.mjs';

const USAGE = `Usage: npm run newsletter -- <command> [--data-dir DIR] [--specs DIR]

  stats                       subscribers, mails and issues by status, suppressed addresses
  send <issue>                dry run: recipients by language and a sample of the mail
  send <issue> --yes          queue the issue (specs/newsletter/<issue>.md) for every confirmed
                              subscriber; the running server sends it, and the command follows
                              its progress in a terminal (--follow / --no-follow to choose)
  progress <issue> [--follow] sent, waiting, failed, skipped, paused, cancelled mails of an issue
  pause <issue>               hold the issue's mails that have not gone out yet
  resume <issue>              send them again
  cancel <issue>              drop the issue's mails that have not gone out
  retry-failed <issue>        give the issue's failed mails a fresh set of attempts
  queue purge --pending-confirmations --older-than <30m|2h|1d>
                              delete waiting confirmation mails (and their pending records)
                              queued before that — against a flood of subscribe requests
  export <email>              everything stored about one address (JSON)
  erase <email>               delete one address, the mails to it and its outbox files
  export-confirmed            all confirmed addresses as CSV (spreadsheet-safe) on stdout
  backup <file>               a consistent backup (SQLite online backup; pg_dump for PostgreSQL)
  restore <file> --yes        replace the database with a backup (stop the server first); who
                              unsubscribed or was erased since stays so
  update-page                 rewrite the "Latest issues" list of /newsletter from the issue files

Environment: DATA_DIR (default <project>/.data) or DATABASE_URL (PostgreSQL), PUBLIC_URL (base
of the unsubscribe links, default http://127.0.0.1:4173), SITE_NAME. Issues are read from
<project>/specs wherever the command is started (--specs DIR for another folder).`;

const args = process.argv.slice(2);
/** @param {string} flag */
function option(flag) {
  const at = args.indexOf(flag);
  if (at === -1) return undefined;
  const value = args[at + 1];
  args.splice(at, 2);
  return value;
}
/** @param {string} flag */
function flag(flag) {
  const at = args.indexOf(flag);
  if (at === -1) return false;
  args.splice(at, 1);
  return true;
}
const dataDir = option('--data-dir') ?? (process.env.DATA_DIR || DEFAULT_DATA_DIR);
const specsDir = path.resolve(option('--specs') ?? DEFAULT_SPECS_DIR);
const olderThan = option('--older-than');
const yes = flag('--yes');
const follow = flag('--follow') || (!flag('--no-follow') && process.stdout.isTTY === true && args[0] === 'send');
const pendingConfirmations = flag('--pending-confirmations');
const databaseUrl = process.env.DATABASE_URL || null;
const [command, argument] = args;
if (!command || command === '--help' || command === 'help') {
  console.log(USAGE);
  process.exit(command ? 0 : 2);
}

let code = 0;
try {
  code = command === 'backup' || command === 'restore' ? await backupOrRestore() : await withDatabase(run);
} catch (error) {
  console.error(`newsletter: ${error instanceof Error ? error.message : String(error)}`);
  code = 1;
}
process.exit(code);

/**
 * @param {(operator: ReturnType<typeof createOperator>) => Promise<number>} body
 * @returns {Promise<number>}
 */
async function withDatabase(body) {
  const database = await openDatabase({ dataDir, databaseUrl, poolSize: 2 });
  try {
    const store = createSubscriberStore(database);
    await store.importLegacyFile(path.join(dataDir, 'subscribers.json'));
    const operator = createOperator({
      database,
      store,
      publicUrl: process.env.PUBLIC_URL || 'http://127.0.0.1:4173',
      siteName: process.env.SITE_NAME || 'FuturesLab',
      outboxDir: path.join(dataDir, 'outbox'),
    });
    return await body(operator);
  } finally {
    await database.close();
  }
}

/** @returns {Promise<number>} */
async function backupOrRestore() {
  if (!argument) {
    console.error(`newsletter ${command}: which file?`);
    return 2;
  }
  const file = path.resolve(argument);
  if (command === 'backup') {
    await backupDatabase({ dataDir, databaseUrl, file });
    console.log(`Backup written to ${file}${databaseUrl ? ' (pg_dump custom format)' : ' (SQLite online backup)'}.`);
    return 0;
  }
  if (!yes) {
    console.error(`newsletter restore: this replaces the ${databaseUrl ? 'PostgreSQL database' : 'SQLite database'} with ${file}. Stop the server, then run it again with --yes.`);
    return 2;
  }
  const summary = await restoreDatabase({ dataDir, databaseUrl, file });
  console.log(
    `Restored ${file}: ${summary.restoredSubscribers} subscriber records; ${summary.suppressedAgain} addresses that unsubscribed or were erased since the backup stay so; ${summary.suppressionsCarried} suppression entries carried over. Start the server again.`,
  );
  return 0;
}

/**
 * @param {ReturnType<typeof createOperator>} operator
 * @returns {Promise<number>} the exit code
 */
async function run(operator) {
  switch (command) {
    case 'stats': {
      console.log(JSON.stringify(await operator.stats(), null, 2));
      return 0;
    }
    case 'export':
    case 'erase': {
      const email = normaliseEmail(argument ?? '');
      if (!email) {
        console.error(`newsletter ${command}: a valid email address expected`);
        return 2;
      }
      if (command === 'export') {
        console.log(JSON.stringify(await operator.exportAddress(email), null, 2));
        return 0;
      }
      console.log((await operator.erase(email)) ? 'erased (the address stays on the suppression list as a keyed hash)' : 'nothing stored for this address');
      return 0;
    }
    case 'export-confirmed': {
      process.stdout.write(await operator.confirmedCsv());
      return 0;
    }
    case 'send':
      return send(operator);
    case 'progress':
    case 'pause':
    case 'resume':
    case 'cancel':
    case 'retry-failed':
      return controlIssue(operator);
    case 'queue': {
      if (argument !== 'purge' || !pendingConfirmations || !olderThan) {
        console.error('newsletter queue: usage: queue purge --pending-confirmations --older-than <30m|2h|1d>');
        return 2;
      }
      const ms = parseDuration(olderThan);
      if (ms === null) {
        console.error(`newsletter queue purge: --older-than ${JSON.stringify(olderThan)}: a duration like 30m, 2h or 1d expected`);
        return 2;
      }
      const deleted = await operator.queue.purgePendingConfirmations(new Date(Date.now() - ms));
      console.log(`Deleted ${deleted} waiting confirmation mails queued more than ${olderThan} ago, and their pending records.`);
      return 0;
    }
    case 'update-page': {
      const changed = await updateLatestIssues(path.join(specsDir, 'newsletter'), path.join(specsDir, 'pages', 'newsletter.yaml'));
      console.log(changed ? 'The "Latest issues" list of /newsletter was rewritten (commit it and rebuild).' : 'The "Latest issues" list is up to date.');
      return 0;
    }
    default:
      console.error(`newsletter: unknown command ${JSON.stringify(command)}\n\n${USAGE}`);
      return 2;
  }
}

/**
 * @param {ReturnType<typeof createOperator>} operator
 * @returns {Promise<number>}
 */
async function send(operator) {
  if (!argument) {
    console.error('newsletter send: which issue? (the file name in specs/newsletter/ without .md)');
    return 2;
  }
  const id = path.basename(argument).replace(/\.md$/, '');
  const file = path.join(specsDir, 'newsletter', `${id}.md`);
  const source = await readFile(file, 'utf8');
  const issue = parseIssue(id, source);
  const plan = await operator.plan(issue);
  if (plan.alreadySent) {
    console.error(`newsletter send: issue ${id} was already sent (${plan.alreadySent}); it is never sent twice.`);
    return 1;
  }
  const left = plan.suppressed ? `; ${plan.suppressed} confirmed records are on the suppression list and left out` : '';
  if (!yes) {
    console.log(`Dry run: issue ${id} would go to ${plan.recipients} confirmed subscribers (en ${plan.byLocale.en}, de ${plan.byLocale.de})${left}.\n`);
    console.log('Each subscriber gets the mail in their language, with their own unsubscribe link. A sample:\n');
    for (const mail of plan.preview) {
      console.log(`--- ${mail.locale} ---\nTo: ${mail.to}\nSubject: ${mail.subject}`);
      for (const [name, value] of Object.entries(mail.headers ?? {})) console.log(`${name}: ${value}`);
      console.log(`\n${mail.text}`);
    }
    console.log(`Queue it with: npm run newsletter -- send ${id} --yes`);
    return 0;
  }
  const result = await operator.send(issue);
  if ('refused' in result) {
    console.error(`newsletter send: ${result.refused}`);
    return 1;
  }
  console.log(`Queued issue ${id} for ${result.queued} subscribers; the running server sends it.`);
  // From here on the issue is queued and goes out whatever happens to the files: a failure to
  // record it there is a warning with what to do, never a failed send.
  const today = new Date().toISOString().slice(0, 10);
  try {
    await writeFile(file, markIssueSent(source, today));
    await updateLatestIssues(path.join(specsDir, 'newsletter'), path.join(specsDir, 'pages', 'newsletter.yaml'));
    console.log(`${file} is marked sent: ${today}, and the list on /newsletter was updated (commit both and rebuild).`);
  } catch (error) {
    console.error(
      `newsletter send: warning: the issue IS queued and will be sent, but recording it in the spec files failed (${error instanceof Error ? error.message : String(error)}). ` +
        `Add the line sent: '${today}' to the front matter of ${file}, then run: npm run newsletter -- update-page`,
    );
  }
  if (follow) await followProgress(operator, id);
  return 0;
}

/**
 * @param {ReturnType<typeof createOperator>} operator
 * @returns {Promise<number>}
 */
async function controlIssue(operator) {
  if (!argument) {
    console.error(`newsletter ${command}: which issue?`);
    return 2;
  }
  if (!(await operator.known(argument))) {
    console.error(`newsletter ${command}: issue ${argument} was never queued`);
    return 1;
  }
  const now = new Date();
  switch (command) {
    case 'pause':
      console.log(`Paused ${await operator.queue.pause(argument)} mails of issue ${argument} (a mail being sent right now still goes out). Resume with: npm run newsletter -- resume ${argument}`);
      break;
    case 'resume':
      console.log(`Queued ${await operator.queue.resume(argument, now)} paused mails of issue ${argument} again.`);
      break;
    case 'cancel':
      console.log(`Cancelled ${await operator.queue.cancel(argument)} mails of issue ${argument} that had not gone out.`);
      break;
    case 'retry-failed':
      console.log(`Queued ${await operator.queue.retryFailed(argument, now)} failed mails of issue ${argument} again.`);
      break;
    default:
      if (follow) await followProgress(operator, argument);
      else console.log(progressLine(argument, await operator.queue.progress(argument)));
  }
  return 0;
}

/**
 * Prints the issue's progress whenever it changes, until no mail of it waits any more (or the
 * rest is paused). Stopping this (Ctrl+C) does not stop the sending, which the server does.
 * @param {ReturnType<typeof createOperator>} operator
 * @param {string} id
 */
async function followProgress(operator, id) {
  let last = '';
  let changedAt = Date.now();
  let warned = false;
  for (;;) {
    const progress = await operator.queue.progress(id);
    const line = progressLine(id, progress);
    if (line !== last) {
      console.log(line);
      last = line;
      changedAt = Date.now();
    }
    if (progress.waiting === 0) {
      if (progress.paused > 0) console.log(`Issue ${id} is paused; resume with: npm run newsletter -- resume ${id}`);
      return;
    }
    if (!warned && Date.now() - changedAt > 30_000) {
      console.log('No mail went out for 30 s: is the server running (npm start)? Ctrl+C stops watching; the server keeps sending.');
      warned = true;
    }
    await delay(1_000);
  }
}

/**
 * @param {string} id
 * @param {import('./newsletter/queueControl.mjs').IssueProgress} p
 */
function progressLine(id, p) {
  const done = p.sent + p.failed + p.skipped + p.cancelled;
  return `Issue ${id}: ${done} of ${p.total} done — sent ${p.sent}, waiting ${p.waiting}, failed ${p.failed}, skipped ${p.skipped}, paused ${p.paused}, cancelled ${p.cancelled}`;
}

/**
 * `30m`, `2h`, `1d`, `90s` in milliseconds; null for anything else.
 * @param {string} text
 */
function parseDuration(text) {
  const match = /^(\d+)\s*(s|m|h|d)$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 }[/** @type {'s' | 'm' | 'h' | 'd'} */ (match[2])];
}
