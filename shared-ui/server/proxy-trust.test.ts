import { describe, expect, it } from 'vitest';
import { clientAddress, forwardedForUpstream, parseTrustedProxies } from './proxy-trust.mjs';

describe('TRUSTED_PROXIES', () => {
  it('trusts nothing when unset: the socket is the client, whatever the header says', () => {
    const trust = parseTrustedProxies(undefined);
    expect(clientAddress('203.0.113.9', '1.2.3.4', trust)).toBe('203.0.113.9');
    expect(forwardedForUpstream('203.0.113.9', '1.2.3.4', trust)).toBe('203.0.113.9');
  });

  it('reads X-Forwarded-For right to left through trusted hops only', () => {
    const trust = parseTrustedProxies('loopback, 10.0.0.0/8');
    // client → (spoofed first entry) → edge 10.1.1.1 → us over loopback
    expect(clientAddress('::ffff:127.0.0.1', '6.6.6.6, 198.51.100.7, 10.1.1.1', trust)).toBe('198.51.100.7');
    expect(forwardedForUpstream('127.0.0.1', '6.6.6.6, 198.51.100.7, 10.1.1.1', trust)).toBe(
      '198.51.100.7, 10.1.1.1, 127.0.0.1',
    );
  });

  it('ignores a forged header from an address outside the list', () => {
    const trust = parseTrustedProxies('10.0.0.0/8');
    expect(clientAddress('192.0.2.50', '10.0.0.1', trust)).toBe('192.0.2.50');
  });

  it('stops at garbage in the header', () => {
    const trust = parseTrustedProxies('loopback');
    expect(clientAddress('127.0.0.1', '198.51.100.7, not-an-ip', trust)).toBe('127.0.0.1');
  });

  it('takes IPv6 subnets and the uniquelocal name', () => {
    const trust = parseTrustedProxies('uniquelocal,2001:db8::/32');
    expect(trust.isTrusted('fd00::1')).toBe(true);
    expect(trust.isTrusted('172.20.0.3')).toBe(true);
    expect(trust.isTrusted('2001:db8::5')).toBe(true);
    expect(trust.isTrusted('8.8.8.8')).toBe(false);
  });

  it('refuses a bad entry, naming the variable', () => {
    expect(() => parseTrustedProxies('10.0.0.0/33')).toThrow(/TRUSTED_PROXIES: "10.0.0.0\/33"/);
    expect(() => parseTrustedProxies('example.org', 'X')).toThrow(/^X:/);
  });
});
