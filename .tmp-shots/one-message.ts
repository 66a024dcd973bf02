import WebSocket from 'ws';
import pg from 'pg';
import { readFileSync } from 'node:fs';
const base = 'http://127.0.0.1:8096/wp-json';
const [url] = readFileSync('/tmp/pg-now', 'utf8').trim().split(' ');
async function login(u: string) {
  const r = await fetch(`${base}/jwt-auth/v1/token`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: u, password: 'handymarkt-demo' }) });
  return (await r.json()) as Record<string, unknown>;
}
const lena = await login('lena@demo.handymarkt.de');
const jonas = await login('jonas@demo.handymarkt.de');
console.log(Object.keys(lena));
const products = (await (await fetch(`${base}/wc/v3/products?vendor=1&per_page=1`)).json()) as { id: number }[];
const auth = (t: unknown) => ({ authorization: `Bearer ${String(t)}`, 'content-type': 'application/json' });
const chat = (await (await fetch(`${base}/hm/v1/chats`, { method: 'POST', headers: auth(jonas.token), body: JSON.stringify({ product_id: products[0]!.id }) })).json()) as { id: string };
console.log('chat', chat.id);
const ws = new WebSocket('ws://127.0.0.1:8096/wp-json/hm/v1/realtime');
const got = new Promise<void>((res) => ws.on('message', (m: Buffer) => { const s = m.toString(); console.log('ws', s.slice(0, 100)); if (s.includes('"message"') && s.includes('hallo')) res(); }));
await new Promise((r) => ws.once('open', r));
ws.send(JSON.stringify({ type: 'auth', token: lena.firebase_token, since: null }));
await new Promise((r) => setTimeout(r, 1500));
const admin = new pg.Client(url); await admin.connect();
await admin.query("ALTER SYSTEM SET log_statement='all'"); await admin.query('SELECT pg_reload_conf()');
await new Promise((r) => setTimeout(r, 300));
for (let i = 0; i < 5; i++) {
const r = await fetch(`${base}/hm/v1/chats/${chat.id}/messages`, { method: 'POST', headers: { ...auth(jonas.token), 'idempotency-key': crypto.randomUUID() }, body: JSON.stringify({ message: i === 4 ? 'hallo' : 'vorher' + i, client_msg_id: crypto.randomUUID() }) });
console.log('post', r.status);
await new Promise((r) => setTimeout(r, 200));
}
await got;
await new Promise((r) => setTimeout(r, 300));
await admin.query("ALTER SYSTEM SET log_statement='none'"); await admin.query('SELECT pg_reload_conf()');
await admin.end(); ws.close();
