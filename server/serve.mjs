#!/usr/bin/env node
// @ts-check
// `npm start` / `npm run serve` / Playwright's webServer: the built site plus the newsletter API.
// Usage and environment variables: `node server/serve.mjs --help` and server/README.md.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createAppServer } from './createAppServer.mjs';
import { marketSyncFromEnv } from './market/marketEnvironment.mjs';
import { parseServeOptions, USAGE } from './parseServeOptions.mjs';

/** @type {import('./parseServeOptions.mjs').ServeOptions} */
let options;
try {
  options = parseServeOptions(process.argv.slice(2), process.env);
} catch (error) {
  console.error(`serve: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}

/** @type {import('./newsletter/createFileMailTransport.mjs').MailTransport | null} */
let mailTransport = null;
if (options.mailTransportModule) {
  // A module exporting `createMailTransport(env)` (server/README.md).
  const module = await import(pathToFileURL(path.resolve(options.mailTransportModule)).href);
  mailTransport = await module.createMailTransport(process.env);
}

if (!existsSync(path.join(options.distDir, 'index.html'))) {
  console.warn(`serve: ${options.distDir}/index.html is missing; run \`npx vite build\` (or \`npm start\`) first.`);
}

/** @type {import('./createAppServer.mjs').AppServer} */
let app;
try {
  app = await createAppServer({
    distDir: options.distDir,
    dataDir: options.dataDir,
    databaseUrl: options.databaseUrl,
    publicUrl: options.publicUrl,
    siteUrl: options.siteUrl,
    apiOrigin: options.apiOrigin,
    allowedOrigin: options.allowedOrigin,
    smtpUrl: options.smtpUrl,
    mailTransport,
    ...(options.mailFrom ? { mailFrom: options.mailFrom } : {}),
    ...(options.siteName ? { siteName: options.siteName } : {}),
    trustProxy: options.trustProxy,
    rateLimit: { limit: options.rateLimit, windowMs: 60_000 },
    tokenRateLimit: { limit: options.tokenRateLimit },
    mailConcurrency: options.mailConcurrency,
    mailRate: options.mailRate,
    metricsToken: options.metricsToken,
    logLevel: process.env.LOG_LEVEL || 'info',
    ...workerTimings(process.env),
    marketSync: marketSyncFromEnv(process.env),
  });
} catch (error) {
  console.error(`serve: cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

try {
  const url = await app.listen(options.port, options.host);
  const mail = options.smtpUrl ? 'SMTP' : mailTransport ? options.mailTransportModule : `${path.join(options.dataDir, 'outbox')}/`;
  console.log(`FuturesLab is running at ${url}/ (site: ${options.distDir}, newsletter database: ${app.database.where}, mails: ${mail}). Stop with Ctrl+C.`);
} catch (error) {
  console.error(`serve: cannot listen on ${options.host}:${options.port}: ${error instanceof Error ? error.message : String(error)}`);
  await app.close().catch(() => undefined);
  process.exit(1);
}

let stopping = false;
/** @param {NodeJS.Signals} signal */
function shutdown(signal) {
  if (stopping) {
    // A second Ctrl+C does not wait any longer.
    process.exit(130);
  }
  stopping = true;
  console.log(`serve: ${signal} received, shutting down…`);
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

/**
 * Mail worker timings from the environment (MAIL_POLL_MS, MAIL_LEASE_MS, MAIL_RETRY_MS), for
 * operators who want other values and for the restart tests.
 * @param {Record<string, string | undefined>} env
 */
function workerTimings(env) {
  /** @type {Record<string, number>} */
  const timings = {};
  for (const [name, key] of /** @type {const} */ ([
    ['MAIL_POLL_MS', 'pollMs'],
    ['MAIL_LEASE_MS', 'leaseMs'],
    ['MAIL_RETRY_MS', 'retryBaseMs'],
  ])) {
    const value = Number(env[name]);
    if (env[name] && Number.isFinite(value) && value > 0) timings[key] = value;
  }
  return { mailWorker: timings };
}
