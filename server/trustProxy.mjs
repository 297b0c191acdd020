// @ts-check
import { isIP } from 'node:net';

/**
 * Which proxies in front of the server are trusted to report the client's address in
 * `X-Forwarded-For`: none (`false`), a number of hops, or the proxies' addresses and networks.
 * The client's address is then the one the nearest untrusted hop had — what the trusted proxies
 * saw — never the leftmost entry, which the client writes itself.
 * @typedef {false | number | string[]} TrustProxy
 */

/** proxy-addr's names for the reserved ranges (127.0.0.1/8 and ::1, 169.254.0.0/16 and fe80::/10, the private ranges). */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Reads `TRUST_PROXY`: unset, empty or `0` = off; a whole number = that many proxies (hops); else
 * a comma-separated list of proxy addresses, CIDR networks or the names loopback, linklocal,
 * uniquelocal. Throws with a readable message for anything else — `true` included, which would
 * trust whatever `X-Forwarded-For` a client sends.
 * @param {string | undefined} value
 * @returns {TrustProxy}
 */
export function parseTrustProxy(value) {
  const text = (value ?? '').trim();
  if (text === '' || text === '0') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 20) throw new Error(`TRUST_PROXY: ${hops} proxies? A hop count is the number of proxies in front of the server (usually 1)`);
    return hops;
  }
  if (/^(true|yes|all)$/i.test(text)) {
    throw new Error('TRUST_PROXY: "true" would take the client address from any request\'s X-Forwarded-For, which the client writes; give the number of proxies in front of the server (1) or their addresses (10.0.0.5, 10.0.0.0/8)');
  }
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  for (const entry of entries) {
    if (!isAddressOrNetwork(entry)) throw new Error(`TRUST_PROXY: ${JSON.stringify(entry)} is not an IP address, a CIDR network (10.0.0.0/8) or loopback/linklocal/uniquelocal`);
  }
  return entries;
}

/**
 * The `trustProxy` option for Fastify. A hop count becomes a function of the hop's position:
 * Fastify 5 ignores a plain number (it cannot tell the proxy from a client that connects directly,
 * see server/README.md), so with a count the server must only be reachable through the proxies.
 * @param {TrustProxy} setting
 * @returns {false | string[] | ((address: string, hop: number) => boolean)}
 */
export function fastifyTrustProxy(setting) {
  if (setting === false || setting === 0) return false;
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}

/** @param {string} entry */
function isAddressOrNetwork(entry) {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', bits, extra] = entry.split('/');
  const version = isIP(address);
  if (!version || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}
