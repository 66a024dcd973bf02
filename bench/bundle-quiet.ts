// The home list until the network is quiet (bench/bundle-size.ts, issue 33's 150 kB): every script
// the list asked for up to the moment the network was quiet (Playwright's 'networkidle': no
// request for 500 ms), those asked for after the first card listed one by one. What the page asks
// for after that moment (the device copy's saving, a few seconds after the first screen:
// src/local/after-first-screen.ts) is listed too, but not counted: the page is watched for
// AFTER_QUIET_MS more.
import { kb, table } from './lib/stats.ts';

/** How long the page is watched after the network was quiet, to list what comes later. */
export const AFTER_QUIET_MS = 6000;

/** What the report needs of a script the list asked for. */
export interface QuietScript {
  file: string;
  /** ms after navigation started. */
  requestedAt: number;
  raw: number;
  br: number;
  sent: number;
}

export function reportQuiet(
  scripts: readonly QuietScript[],
  cardVisibleAt: number,
  quietAt: number,
  budgetBytes: number,
) {
  const unique = [...new Map(scripts.map((s) => [s.file, s])).values()];
  const quiet = unique.filter((s) => s.requestedAt <= quietAt);
  const quietSent = quiet.reduce((t, s) => t + s.sent, 0);
  const later = quiet.filter((s) => s.requestedAt > cardVisibleAt).sort((a, b) => b.sent - a.sent);
  const afterQuiet = unique
    .filter((s) => s.requestedAt > quietAt)
    .sort((a, b) => a.requestedAt - b.requestedAt);
  // Sent is unknown (negative) for a response the browser had not finished when the page closed.
  const row = (s: QuietScript) => [
    s.file,
    kb(s.raw),
    kb(s.br),
    s.sent >= 0 ? kb(s.sent) : '-',
    `${s.requestedAt} ms`,
  ];
  console.log('\n=== Home list until the network is quiet: the scripts asked for after the first card ===');
  console.log(table(['file', 'raw', 'brotli', 'sent', 'asked at'], later.map(row)));
  console.log(
    `until quiet (${quietAt} ms): ${quiet.length} JS files, ${kb(quietSent)} sent; budget ${kb(budgetBytes)}, ` +
      (quietSent > budgetBytes ? `OVER by ${kb(quietSent - budgetBytes)}` : 'within'),
  );
  console.log(
    `\nasked for after the network was quiet (watched ${AFTER_QUIET_MS / 1000} s more; not counted above): ` +
      (afterQuiet.length === 0 ? 'none' : ''),
  );
  if (afterQuiet.length > 0)
    console.log(table(['file', 'raw', 'brotli', 'sent', 'asked at'], afterQuiet.map(row)));
  return {
    files: quiet.length,
    totalSentBytes: quietSent,
    budgetBytes,
    quietAtMs: quietAt,
    afterQuiet: afterQuiet.map((s) => ({ file: s.file, sent: s.sent, requestedAt: s.requestedAt })),
  };
}
