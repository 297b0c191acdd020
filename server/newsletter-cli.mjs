#!/usr/bin/env node
// @ts-check
// `npm run newsletter -- <command>`: the operator's commands (server/README.md, "Operating the newsletter").
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from './db/openDatabase.mjs';
import { updateLatestIssues } from './newsletter/latestIssues.mjs';
import { markIssueSent, parseIssue } from './newsletter/issues.mjs';
import { normaliseEmail } from './newsletter/newsletterRoutes.mjs';
import { createOperator } from './newsletter/operator.mjs';
import { createSubscriberStore } from './newsletter/subscriberStore.mjs';

const USAGE = `Usage: npm run newsletter -- <command> [--data-dir DIR]

  stats                     subscribers by status, mails by status, issues sent
  send <issue>              dry run: recipients by language and a preview of the mail
  send <issue> --yes        queue the issue (specs/newsletter/<issue>.md) for every confirmed
                            subscriber; the running server sends it. Refused if already sent.
  export <email>            everything stored about one address (JSON)
  erase <email>             delete one address and the mails to it
  export-confirmed          all confirmed addresses as CSV (spreadsheet-safe) on stdout

Environment: DATA_DIR (default .data) or DATABASE_URL (PostgreSQL), PUBLIC_URL (base of the
unsubscribe links, default http://127.0.0.1:4173), SITE_NAME.`;

const args = process.argv.slice(2);
/** @param {string} flag */
function option(flag) {
  const at = args.indexOf(flag);
  if (at === -1) return undefined;
  const value = args[at + 1];
  args.splice(at, 2);
  return value;
}
const dataDir = option('--data-dir') ?? process.env.DATA_DIR ?? '.data';
const yes = args.includes('--yes') ? (args.splice(args.indexOf('--yes'), 1), true) : false;
const [command, argument] = args;
if (!command || command === '--help' || command === 'help') {
  console.log(USAGE);
  process.exit(command ? 0 : 2);
}

const database = await openDatabase({ dataDir, databaseUrl: process.env.DATABASE_URL || null, poolSize: 2 });
const store = createSubscriberStore(database);
await store.importLegacyFile(path.join(dataDir, 'subscribers.json'));
const operator = createOperator({ database, store, publicUrl: process.env.PUBLIC_URL || 'http://127.0.0.1:4173', siteName: process.env.SITE_NAME || 'FuturesLab' });
let code = 0;
try {
  code = await run();
} catch (error) {
  console.error(`newsletter: ${error instanceof Error ? error.message : String(error)}`);
  code = 1;
} finally {
  await database.close();
}
process.exit(code);

/** @returns {Promise<number>} the exit code */
async function run() {
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
      console.log((await operator.erase(email)) ? 'erased' : 'nothing stored for this address');
      return 0;
    }
    case 'export-confirmed': {
      process.stdout.write(await operator.confirmedCsv());
      return 0;
    }
    case 'send': {
      if (!argument) {
        console.error('newsletter send: which issue? (the file name in specs/newsletter/ without .md)');
        return 2;
      }
      const id = path.basename(argument).replace(/\.md$/, '');
      const file = path.join('specs', 'newsletter', `${id}.md`);
      const source = await readFile(file, 'utf8');
      const issue = parseIssue(id, source);
      const plan = await operator.plan(issue);
      if (plan.alreadySent) {
        console.error(`newsletter send: issue ${id} was already sent (${plan.alreadySent}); it is never sent twice.`);
        return 1;
      }
      if (!yes) {
        console.log(`Dry run: issue ${id} would go to ${plan.recipients} confirmed subscribers (en ${plan.byLocale.en}, de ${plan.byLocale.de}).\n`);
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
      const today = new Date().toISOString().slice(0, 10);
      await writeFile(file, markIssueSent(source, today));
      await updateLatestIssues(path.join('specs', 'newsletter'), path.join('specs', 'pages', 'newsletter.yaml'));
      console.log(`Queued issue ${id} for ${result.queued} subscribers; the running server sends it. ${file} is marked sent: ${today}, and the list on /newsletter was updated (commit both and rebuild).`);
      return 0;
    }
    default:
      console.error(`newsletter: unknown command ${JSON.stringify(command)}\n\n${USAGE}`);
      return 2;
  }
}
