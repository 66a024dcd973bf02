// The server's words (mails, SMS, pushes, answers) come from the catalogues too: its own in
// server.de.json / server.en.json, which the client never loads (messages.test.ts holds them to
// the catalogues' rules: same keys in both languages, valid ICU, same placeholders), and the
// app's where both say the same (a moderation reason, a contact topic). Here: the two stay apart,
// and every id the server names exists in both languages.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../core/constants.ts';
import { CONTACT_SUBJECTS } from '../core/contact.ts';
import { MODERATION_REASON_CODES } from '../core/moderation-reasons.ts';
import de from './de.json';
import en from './en.json';
import serverDe from './server.de.json';
import serverEn from './server.en.json';

/** What the server's own keys start with; the app's keys never do. */
const SERVER_PREFIXES = ['email.', 'sms.', 'push.', 'answer.', 'sandbox.'];
const CATALOGUES: Record<(typeof LOCALES)[number], Record<string, string>> = {
  de: { ...de, ...serverDe },
  en: { ...en, ...serverEn },
};

const SERVER = fileURLToPath(new URL('../../server', import.meta.url));
const camel = (code: string) => code.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());

/** Ids the server builds, with the ids they stand for. */
const TEMPLATES: Record<string, readonly string[]> = {
  'contact.subject.${subject}': CONTACT_SUBJECTS.map((s) => `contact.subject.${s}`),
  'moderation.reason.${camel(code)}': MODERATION_REASON_CODES.map(
    (code) => `moderation.reason.${camel(code)}`,
  ),
};

const ID = /(['"`])((?:email|sms|push|answer|sandbox|moderation|contact|notifications)\.[\w.${}()]+)\1/g;

/** The message ids written in the server's source (not its tests), with where. */
function serverIds(): { id: string; where: string }[] {
  const files = (readdirSync(SERVER, { recursive: true }) as string[]).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  return files.flatMap((file) => {
    const text = readFileSync(join(SERVER, file), 'utf8');
    const where = relative(SERVER, join(SERVER, file));
    return [...text.matchAll(ID)].flatMap((m) => {
      const id = m[2] ?? '';
      if (!id.includes('${')) return [{ id, where }];
      return (TEMPLATES[id] ?? [`unknown template ${id}: teach server-messages.test.ts its ids`]).map(
        (each) => ({ id: each, where }),
      );
    });
  });
}

describe('the server catalogues', () => {
  it('hold only the server keys, and the app catalogues none', () => {
    const serverKeys = Object.keys(serverEn);
    expect(serverKeys.filter((k) => !SERVER_PREFIXES.some((p) => k.startsWith(p)))).toEqual([]);
    expect(Object.keys(en).filter((k) => SERVER_PREFIXES.some((p) => k.startsWith(p)))).toEqual([]);
    expect(serverKeys.filter((k) => k in en || k in de)).toEqual([]);
  });
});

describe('message ids the server uses', () => {
  const uses = serverIds();

  it('are found in the source (the scan works)', () => {
    const ids = new Set(uses.map((u) => u.id));
    for (const expected of [
      'email.recovery.subject',
      'sms.verification',
      'push.orderRequest.title',
      'answer.resetDone',
      'moderation.reason.activationLock',
      'contact.subject.bugs',
    ]) {
      expect(ids, expected).toContain(expected);
    }
  });

  it('name every server key (none is left over)', () => {
    const ids = new Set(uses.map((u) => u.id));
    expect(Object.keys(serverEn).filter((k) => !ids.has(k))).toEqual([]);
  });

  it('all exist in German and English', () => {
    for (const locale of LOCALES) {
      const missing = uses.filter((u) => !(u.id in CATALOGUES[locale])).map((u) => `${u.id} (${u.where})`);
      expect([...new Set(missing)], locale).toEqual([]);
    }
  });
});
