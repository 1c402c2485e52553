import { describe, expect, it } from 'vitest';
import { parseConfig } from '../env.ts';
import { pickClientAddress } from './client-address.ts';

const trust = (value?: string) => parseConfig({ TRUST_PROXY: value }).TRUST_PROXY;

describe('TRUST_PROXY', () => {
  it('trusts no proxy when unset, empty, 0 or false', () => {
    for (const value of [undefined, '', ' ', '0', 'false', 'FALSE']) {
      expect(trust(value)).toEqual({ kind: 'none' });
    }
  });

  it('reads 1 and true as one hop, and a number as that many', () => {
    expect(trust('1')).toEqual({ kind: 'hops', hops: 1 });
    expect(trust('true')).toEqual({ kind: 'hops', hops: 1 });
    expect(trust(' 2 ')).toEqual({ kind: 'hops', hops: 2 });
  });

  it('reads a list of proxy addresses and CIDR blocks', () => {
    expect(trust('10.0.0.0/8, 192.0.2.7,fd00::/8 , ::1')).toEqual({
      kind: 'proxies',
      proxies: ['10.0.0.0/8', '192.0.2.7', 'fd00::/8', '::1'],
    });
  });

  it('refuses what it cannot read, naming the setting and the entry', () => {
    expect(() => trust('yes')).toThrow(/TRUST_PROXY: .*"yes"/);
    expect(() => trust('10.0.0.0/33')).toThrow(/TRUST_PROXY: .*"10\.0\.0\.0\/33"/);
    expect(() => trust('10.0.0.1,nginx')).toThrow(/TRUST_PROXY: .*"nginx"/);
    expect(() => trust('1000')).toThrow(/TRUST_PROXY/);
    expect(() => trust('-1')).toThrow(/TRUST_PROXY/);
  });
});

describe('pickClientAddress', () => {
  const socket = '172.18.0.5';

  it('takes the socket address, whatever the header says, when no proxy is trusted', () => {
    expect(pickClientAddress('203.0.113.9', socket, trust('0'))).toBe(socket);
    expect(pickClientAddress(undefined, '::ffff:198.51.100.4', trust())).toBe('198.51.100.4');
  });

  it('with one hop takes the entry the proxy added, never one the client wrote before it', () => {
    const oneHop = trust('1');
    expect(pickClientAddress('198.51.100.4', socket, oneHop)).toBe('198.51.100.4');
    expect(pickClientAddress('6.6.6.6, 198.51.100.4', socket, oneHop)).toBe('198.51.100.4');
    expect(pickClientAddress('1.1.1.1,2.2.2.2 , 198.51.100.4', socket, oneHop)).toBe(
      '198.51.100.4',
    );
    // No header: the proxy itself is all there is.
    expect(pickClientAddress(undefined, socket, oneHop)).toBe(socket);
    expect(pickClientAddress('', socket, oneHop)).toBe(socket);
  });

  it('with N hops takes the address N-th from the right of the chain', () => {
    const twoHops = trust('2');
    // client → CDN (adds the client) → nginx (adds the CDN) → Odo
    expect(pickClientAddress('6.6.6.6, 198.51.100.4, 192.0.2.10', socket, twoHops)).toBe(
      '198.51.100.4',
    );
    // A shorter chain than configured: the left-most address is the furthest one known.
    expect(pickClientAddress('198.51.100.4', socket, twoHops)).toBe('198.51.100.4');
  });

  it('with a proxy list skips trusted proxies from the right and takes the first other address', () => {
    const proxies = trust('172.16.0.0/12, 192.0.2.10, 2001:db8::/32');
    expect(pickClientAddress('198.51.100.4', socket, proxies)).toBe('198.51.100.4');
    expect(pickClientAddress('6.6.6.6, 198.51.100.4, 192.0.2.10', socket, proxies)).toBe(
      '198.51.100.4',
    );
    expect(pickClientAddress('6.6.6.6, 2001:db8::1', '::ffff:172.18.0.5', proxies)).toBe('6.6.6.6');
    // A client that writes a trusted proxy's address is still taken at its word only after
    // the untrusted hop that reported it: here the socket itself is not a trusted proxy.
    expect(pickClientAddress('192.0.2.10', '203.0.113.50', proxies)).toBe('203.0.113.50');
    // Something that is not an address is never a trusted proxy.
    expect(pickClientAddress('6.6.6.6, junk', socket, proxies)).toBe('junk');
    // Every hop trusted: the left-most.
    expect(pickClientAddress('192.0.2.10', socket, proxies)).toBe('192.0.2.10');
  });
});
