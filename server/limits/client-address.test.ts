import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('the client address every per-client limit counts by', () => {
  it('is an IPv4 address as it is, an IPv4-mapped IPv6 one as its IPv4 address', () => {
    expect(clientAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress('::FFFF:cb00:7107')).toBe('203.0.113.7');
  });

  it('is an IPv6 address’s /64 network, however the address is written', () => {
    const network = '2001:db8:1:2::/64';
    expect(clientAddress('2001:db8:1:2::1')).toBe(network);
    expect(clientAddress('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe(network);
    expect(clientAddress('2001:db8:1:2:a:b:c:d%eth0')).toBe(network);
    expect(clientAddress('2001:db8:1:3::1')).not.toBe(network);
    expect(clientAddress('::1')).toBe('::/64');
  });

  it('is the text itself when it is no address', () => {
    expect(clientAddress('not an address')).toBe('not an address');
  });
});
