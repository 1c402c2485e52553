// Who is asking, as far as the network says: keys the per-address limits (sign-up, sign-in, reset,
// verification, support) and referral abuse counts. The left-most X-Forwarded-For entry is whatever
// the client wrote, so only addresses added by trusted hops (TRUST_PROXY) count.
import net from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { TrustProxy } from '../env.ts';
import type { AppEnv } from '../app-env.ts';

/** `::ffff:192.0.2.1` and `192.0.2.1` are one client. */
function normalise(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

const blockLists = new WeakMap<string[], net.BlockList>();

function proxyList(proxies: string[]): net.BlockList {
  let list = blockLists.get(proxies);
  if (!list) {
    list = new net.BlockList();
    for (const range of proxies) {
      const [address = '', bits] = range.split('/');
      const family = net.isIP(address) === 4 ? 'ipv4' : 'ipv6';
      if (bits === undefined) list.addAddress(address, family);
      else list.addSubnet(address, Number(bits), family);
    }
    blockLists.set(proxies, list);
  }
  return list;
}

function isTrustedProxy(address: string, proxies: string[]): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return proxyList(proxies).check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The client's address from the hop chain: the X-Forwarded-For entries (left to right, as each
 * proxy appended the address it saw) followed by the socket's peer. Walking from the right, every
 * trusted hop vouches for the address to its left; the first address no trusted hop stands behind
 * is the client. When every hop is trusted, the left-most address is the best there is.
 */
export function pickClientAddress(
  forwardedFor: string | undefined,
  socketAddress: string,
  trust: TrustProxy,
): string {
  if (trust.kind === 'none') return normalise(socketAddress);
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...entries, socketAddress].map(normalise);
  if (trust.kind === 'hops') return chain[Math.max(0, chain.length - 1 - trust.hops)]!;
  let index = chain.length - 1;
  while (index > 0 && isTrustedProxy(chain[index]!, trust.proxies)) index -= 1;
  return chain[index]!;
}

export function clientAddress(c: Context<AppEnv>): string {
  let socketAddress: string;
  try {
    socketAddress = getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    socketAddress = 'local';
  }
  return pickClientAddress(
    c.req.header('x-forwarded-for'),
    socketAddress,
    c.var.deps.config.TRUST_PROXY,
  );
}
