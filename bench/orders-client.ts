// The orders bench's HTTP client: each call timed and recorded under its label.
import { apiCall } from './lib/api-call.ts';
import type { Actor } from './lib/marketplace-seed.ts';

export interface Call {
  label: string;
  ms: number;
  status: number;
}

/** One call's status and JSON answer, by the client the run uses. */
type Transport = (
  port: number,
  who: Actor,
  method: string,
  path: string,
  body: unknown,
) => Promise<{ status: number; body: unknown }>;

/** The benches' keep-alive node:http client, asking for compression as fetch does. */
const httpTransport: Transport = (port, who, method, path, body) =>
  apiCall(port, who, method, path, { body, compressed: true });

/**
 * fetch (undici), the client of the runs before 1 December (BENCH_ORDER_CLIENT=fetch): it cost
 * the bench's process about twice the CPU per call, taken from the server and PostgreSQL.
 */
export const fetchTransport: Transport = async (port, who, method, path, body) => {
  const res = await fetch(`http://127.0.0.1:${port}/wp-json${path}`, {
    method,
    headers: {
      authorization: `Bearer ${who.token}`,
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => undefined) };
};

export const transport = process.env.BENCH_ORDER_CLIENT === 'fetch' ? fetchTransport : httpTransport;

/** Calls over HTTP, each timed and recorded under its label (a call that failed as status 0). */
export function client(port: number, calls: Call[]) {
  return async <T>(
    label: string,
    who: Actor,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: T }> => {
    const started = performance.now();
    let status = 0;
    let parsed: unknown;
    try {
      ({ status, body: parsed } = await transport(port, who, method, path, body));
    } finally {
      calls.push({ label, ms: performance.now() - started, status });
    }
    return { status, body: parsed as T };
  };
}

export type Send = ReturnType<typeof client>;
