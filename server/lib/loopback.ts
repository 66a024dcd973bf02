// Whether an address or a listening host stays on this machine. The dev outbox (mails with
// recovery links) is only for loopback clients, judged by the socket, never by a header.
import { isIP } from 'node:net';

/** A socket's remote address on the loopback interface (127.0.0.0/8, ::1, or IPv4-mapped). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address || isIP(address) === 0) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || (isIP(v4) === 4 && v4.startsWith('127.'));
}

/** Whether a server listening on `host` (HOST) is reachable from this machine only. */
export function listensOnLoopbackOnly(host: string): boolean {
  return host === 'localhost' || isLoopbackAddress(host.replace(/^\[|\]$/g, ''));
}
