// @ts-check
import { describe, expect, it } from 'vitest';
import { truncateIp } from './truncateIp.mjs';

describe('truncateIp', () => {
  it('keeps the /24 of IPv4 and the /48 of IPv6 only', () => {
    expect(truncateIp('203.0.113.77')).toBe('203.0.113.0/24');
    expect(truncateIp('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(truncateIp('2001:db8:1:2::5')).toBe('2001:db8:1::/48');
    expect(truncateIp('2001:0db8:00a0:ffff:1:2:3:4')).toBe('2001:db8:a0::/48');
    expect(truncateIp('::1')).toBe('0:0:0::/48');
    expect(truncateIp('fe80::1%eth0')).toBe('fe80:0:0::/48');
    expect(truncateIp('64:ff9b::192.0.2.33')).toBe('64:ff9b:0::/48');
  });

  it('stores nothing for what is not an address', () => {
    for (const value of [null, undefined, '', 'unknown', '1.2.3', '999.1.1.1', 'anna@example.com']) expect(truncateIp(value)).toBeNull();
  });
});
