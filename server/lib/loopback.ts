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

/**
 * A Host header value (`localhost:5173`, `127.0.0.1`, `[::1]:8080`) naming this machine: localhost,
 * 127.0.0.0/8 or [::1], with any port. Answers the host as a URL writes it, else undefined.
 */
export function loopbackHost(host: string): string | undefined {
  let url: URL;
  try {
    url = new URL(`http://${host}`);
  } catch {
    return undefined;
  }
  // Anything beyond host and port (`evil.example@localhost`, a path) is no Host header.
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) return undefined;
  const name = url.hostname;
  const loopback = name === 'localhost' || name === '[::1]' || (isIP(name) === 4 && name.startsWith('127.'));
  return loopback ? url.host : undefined;
}
