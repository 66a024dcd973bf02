// /dev/outbox: the mails the app sent while no SMTP server is configured, newest first, so a
// developer (and the end-to-end tests) can open a recovery link. JSON at /dev/outbox.json.
// The mails hold recovery links to any account, so only a client on this machine (the socket's
// address is loopback; headers like X-Forwarded-For are not asked) gets them: others get a 404.
import { Hono } from 'hono';
import { html } from 'hono/html';
import type { RouteDeps } from '../deps.ts';
import { ApiError } from '../lib/api-error.ts';
import { socketAddress } from '../lib/auth.ts';
import { isLoopbackAddress } from '../lib/loopback.ts';

const LINK = /(https?:\/\/[^\s<]+)/g;

export function devOutboxRoutes({ devOutbox }: RouteDeps) {
  const app = new Hono();

  app.use('*', async (c, next) => {
    if (!isLoopbackAddress(socketAddress(c))) throw new ApiError(404, 'rest_no_route', 'No route was found.');
    await next();
  });

  app.get('/outbox.json', async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await devOutbox.latest());
  });

  app.get('/outbox', async (c) => {
    c.header('cache-control', 'no-store');
    const mails = await devOutbox.latest();
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <title>Dev outbox · Handymarkt</title>
            <style>
              body {
                font:
                  15px/1.5 system-ui,
                  sans-serif;
                max-width: 48rem;
                margin: 2rem auto;
                padding: 0 1rem;
              }
              article {
                border: 1px solid #ccc;
                border-radius: 8px;
                padding: 1rem;
                margin: 1rem 0;
              }
              pre {
                white-space: pre-wrap;
                font: inherit;
              }
            </style>
          </head>
          <body>
            <h1>Dev outbox</h1>
            <p>Mails sent while no SMTP server is configured (newest first).</p>
            ${mails.length === 0 ? html`<p>No mail yet.</p>` : ''}
            ${mails.map(
              (m) =>
                html`<article>
                  <h2>${m.subject}</h2>
                  <p>To: ${m.to} · ${m.createdAt.toISOString()}</p>
                  <pre>
${m.text.split(LINK).map((part, i) => (i % 2 === 1 ? html`<a href="${part}">${part}</a>` : part))}</pre>
                </article>`,
            )}
          </body>
        </html>`,
    );
  });

  return app;
}
