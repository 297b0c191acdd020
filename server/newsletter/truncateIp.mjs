// @ts-check
import { isIP } from 'node:net';

/**
 * The network of a client address as stored with a consent: IPv4 cut to its /24
 * (`203.0.113.77` → `203.0.113.0/24`), IPv6 to its /48 (`2001:db8:1:2::5` → `2001:db8:1::/48`);
 * an IPv4-mapped IPv6 address counts as IPv4. Null for anything that is not an IP address.
 * @param {string | null | undefined} ip
 * @returns {string | null}
 */
export function truncateIp(ip) {
  if (!ip) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped ? mapped[1] ?? '' : ip;
  const version = isIP(address);
  if (version === 4) return `${address.split('.').slice(0, 3).join('.')}.0/24`;
  if (version !== 6) return null;
  const groups = expandIpv6(address);
  return `${groups
    .slice(0, 3)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/48`;
}

/**
 * The eight 16-bit groups of an IPv6 address (hex, lower case), `::` and an embedded IPv4 tail expanded.
 * @param {string} address a valid IPv6 address
 */
function expandIpv6(address) {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number);
    text = `${text.slice(0, v4.index)}${(((a ?? 0) << 8) | (b ?? 0)).toString(16)}:${(((c ?? 0) << 8) | (d ?? 0)).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right];
}
