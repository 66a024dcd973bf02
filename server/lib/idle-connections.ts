// How long a kept-alive connection may idle between requests. Node's default, 5 s, is shorter
// than what browsers, HTTP clients and load balancers keep one open for (a balancer's idle timeout
// is typically 60 s): a client that reuses a connection the server is closing in that very moment
// gets ECONNRESET instead of an answer (seen in the end-to-end tests, on a request between two
// steps of a test). The server keeps it longer than the balancer, so the balancer always closes
// first; a request's headers may take no longer than before (headersTimeout must stay above it).
import type { Server } from 'node:http';

export const KEEP_ALIVE_MS = 65_000;

export function keepIdleConnections(server: Server): void {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
