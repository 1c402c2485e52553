// Is a request from this very machine? The dev outbox (every user's reset links) answers only
// then: the TCP peer is a loopback address AND the Host is a loopback name (DNS rebinding
// sends a foreign name to 127.0.0.1). Never decided from X-Forwarded-For.
import { isIPv4 } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

export function isLoopbackAddress(address: string | undefined | null): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(v4)) return v4.startsWith('127.');
  return address === '::1' || address === '0:0:0:0:0:0:0:1';
}

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A URL hostname (as WHATWG URL writes it: lower case, IPv6 in brackets). */
export function isLoopbackHostname(hostname: string): boolean {
  return LOOPBACK_NAMES.has(hostname.toLowerCase());
}

/** The socket's peer address from the real connection, or undefined when there is none. */
export function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined;
  }
}

/**
 * A request from this machine to a loopback name. The request URL's host is the Host header
 * (@hono/node-server builds it from there).
 */
export function isLocalRequest(c: Context): boolean {
  return isLoopbackAddress(socketAddress(c)) && isLoopbackHostname(new URL(c.req.url).hostname);
}
