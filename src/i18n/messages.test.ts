// The message catalogues (spec: German default, English fallback): both languages say the same
// things with the same placeholders, every message is valid ICU, and every id the code uses exists.
// The server's own catalogues (server.de.json / server.en.json: mails, SMS, pushes) are held to
// the same rules; server-messages.test.ts checks the ids the server uses.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { LOCALES, SORTINGS } from '../core/constants.ts';
import { areaMessages, MESSAGE_AREA_NAMES, MESSAGE_AREAS, messageAreaOf, type MessageArea } from './areas.ts';
import deMessages from './de.json';
import enMessages from './en.json';
import serverDe from './server.de.json';
import serverEn from './server.en.json';

type Catalogue = Record<(typeof LOCALES)[number], Record<string, string>>;
const MESSAGES: Catalogue = { de: deMessages, en: enMessages };
const SERVER_MESSAGES: Catalogue = { de: serverDe, en: serverEn };

type AstElement = ReturnType<IntlMessageFormat['getAst']>[number];

const SRC = fileURLToPath(new URL('..', import.meta.url));
const en = MESSAGES.en;

/** Argument names ({count}, {count, plural, …}) and tags (<strong>) a message uses. */
function placeholders(message: string, locale: string): string[] {
  const found = new Set<string>();
  const walk = (elements: readonly AstElement[]) => {
    for (const el of elements) {
      if ('options' in el) {
        found.add(`{${el.value}}`);
        for (const option of Object.values(el.options)) walk(option.value);
      } else if ('children' in el) {
        found.add(`<${el.value}>`);
        walk(el.children);
      } else if ('value' in el && el.type >= 1 && el.type <= 4) {
        found.add(`{${el.value}}`);
      }
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst());
  return [...found].sort();
}

describe.each([
  ['de.json and en.json', MESSAGES],
  ['server.de.json and server.en.json', SERVER_MESSAGES],
] as const)('message catalogues: %s', (_, messages) => {
  const en = messages.en;
  const de = messages.de;

  it('have exactly the same keys in German and English', () => {
    const deKeys = Object.keys(de).sort();
    const enKeys = Object.keys(en).sort();
    expect(
      deKeys.filter((k) => !(k in en)),
      'only in de.json',
    ).toEqual([]);
    expect(
      enKeys.filter((k) => !(k in de)),
      'only in en.json',
    ).toEqual([]);
  });

  it('have no empty message', () => {
    for (const locale of LOCALES) {
      const empty = Object.entries(messages[locale])
        .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
        .map(([id]) => id);
      expect(empty, locale).toEqual([]);
    }
  });

  it('parse as ICU messages', () => {
    for (const locale of LOCALES) {
      for (const [id, text] of Object.entries(messages[locale])) {
        expect(() => new IntlMessageFormat(text, locale), `${locale}: ${id}`).not.toThrow();
      }
    }
  });

  it('use the same placeholders and tags in both languages', () => {
    const differing = Object.keys(en)
      .filter((id) => id in de)
      .flatMap((id) => {
        const inEn = placeholders(en[id] ?? '', 'en');
        const inDe = placeholders(de[id] ?? '', 'de');
        return inEn.join() === inDe.join() ? [] : [`${id}: en ${inEn.join(' ')} / de ${inDe.join(' ')}`];
      });
    expect(differing).toEqual([]);
  });
});

describe('message catalogues', () => {
  it('split into the lazy message areas and the rest without losing or doubling a message', () => {
    for (const area of MESSAGE_AREA_NAMES) {
      for (const prefix of MESSAGE_AREAS[area]) {
        expect(
          Object.keys(en).some((id) => id.startsWith(prefix)),
          `${area}: ${prefix} names no message`,
        ).toBe(true);
      }
    }
    for (const locale of LOCALES) {
      const parts = [undefined, ...MESSAGE_AREA_NAMES].map((area) => areaMessages(MESSAGES[locale], area));
      expect(parts.reduce((n, part) => n + Object.keys(part).length, 0)).toBe(
        Object.keys(MESSAGES[locale]).length,
      );
      expect(Object.assign({}, ...parts)).toEqual(MESSAGES[locale]);
    }
  });

  it('find placeholders the way the check above relies on', () => {
    expect(placeholders('{shown, number} of {total, number}', 'en')).toEqual(['{shown}', '{total}']);
    expect(placeholders('{count, plural, one {# view} other {# views}}', 'en')).toEqual(['{count}']);
    expect(placeholders('<strong>{count, number}</strong> phones on {date}', 'en')).toEqual([
      '<strong>',
      '{count}',
      '{date}',
    ]);
    expect(placeholders('no placeholders', 'en')).toEqual([]);
  });
});

// ---- every message id the code uses exists -------------------------------------------------

/** Template ids the code builds, with the values the template is filled with. */
const TEMPLATES: Record<string, readonly string[]> = {
  'sort.${s}': SORTINGS,
  'layout.${option}': ['grid', 'list'],
};

const ID_SHAPE = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;
const FILE_LIKE = /\.(tsx?|jsx?|json|css|html|svg|png|jpe?g|webp|woff2?|md)$/;

function sourceFiles(): string[] {
  return (readdirSync(SRC, { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file))
    .filter((file) => !/\.test\.tsx?$/.test(file) && !file.endsWith('routeTree.gen.ts'))
    .map((file) => join(SRC, file));
}

interface Use {
  id: string;
  where: string;
}

/** The message ids a source file uses, as far as they are written out. */
function messageIdsIn(text: string, where: string): Use[] {
  const uses: Use[] = [];
  const add = (id: string | undefined) => {
    if (id !== undefined) uses.push({ id, where });
  };
  // <FormattedMessage id="…"> (attributes may span lines)
  for (const m of text.matchAll(/<FormattedMessage\b[^>]*?\bid=(?:"([^"]+)"|\{\s*'([^']+)'\s*\})/g)) {
    add(m[1] ?? m[2]);
  }
  // formatMessage({ id: '…' }) and formatMessage({ id: `sort.${s}` })
  for (const m of text.matchAll(/formatMessage\(\s*\{\s*id:\s*(?:'([^']+)'|"([^"]+)"|`([^`]+)`)/g)) {
    const template = m[3];
    if (template === undefined) {
      add(m[1] ?? m[2]);
    } else if (!template.includes('${')) {
      add(template);
    } else {
      const values = TEMPLATES[template];
      if (!values) add(`unknown template ${template}: teach messages.test.ts its values`);
      for (const value of values ?? []) add(template.replace(/\$\{[^}]+\}/, value));
    }
  }
  // <PlaceholderScreen title="…" description="…" />
  for (const m of text.matchAll(/<PlaceholderScreen\b[^>]*>/g)) {
    for (const attr of m[0].matchAll(/\b(?:title|description)="([^"]+)"/g)) add(attr[1]);
  }
  // Ids kept as data in files that type them as MessageId, e.g. [['faq', 'footer.faq'], …].
  if (/\bMessageId\b/.test(text)) {
    for (const m of text.matchAll(/['"]([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)['"]/g)) {
      const id = m[1] ?? '';
      if (ID_SHAPE.test(id) && !FILE_LIKE.test(id)) add(id);
    }
  }
  return uses;
}

describe('message ids used in the code', () => {
  const uses = sourceFiles().flatMap((file) => messageIdsIn(readFileSync(file, 'utf8'), relative(SRC, file)));

  it('are found in the source (the scan works)', () => {
    const ids = new Set(uses.map((u) => u.id));
    for (const expected of ['list.count', 'title.home', 'sort.most_viewed', 'layout.grid', 'error.offline']) {
      expect(ids, expected).toContain(expected);
    }
    expect(ids.size).toBeGreaterThan(50);
  });

  it('all exist in en.json', () => {
    const missing = uses.filter((u) => !(u.id in en)).map((u) => `${u.id} (${u.where})`);
    expect([...new Set(missing)]).toEqual([]);
  });

  // A lazy area's messages are there only once its screens loaded them (src/i18n/areas.ts).
  const AREA_HOMES: Record<MessageArea, readonly string[]> = {
    selling: ['features/selling/', 'features/content/publish-screen.tsx'],
    buying: ['features/orders/', 'features/reviews/', 'features/external/'],
    adPage: ['features/product/', 'features/sellers/', 'features/map/product-map.tsx'],
    chat: ['features/chat/'],
    notifications: ['features/notifications/'],
    content: [
      'features/account/contact-form.tsx',
      'features/layout/cookie-banner.tsx',
      'features/product-video/',
      'features/catalogue/near-filter.tsx',
      'features/map/nearby-map.tsx',
      'features/layout/update-prompt.tsx',
      'features/content/magazine-screens.tsx',
    ],
    admin: ['features/admin/'],
    moderation: ['features/moderation/', 'features/admin/'],
    errors: ['core/errors.ts', 'ui/failure-message.ts'],
    account: [
      'features/account/auth-modal-host.tsx',
      'features/account/login-form.tsx',
      'features/account/register-form.tsx',
      'features/account/forgot-password-form.tsx',
      'features/account/social-buttons.tsx',
      'features/account/lost-password-screen.tsx',
      'features/account/settings-screen.tsx',
      'features/account/profile-screen.tsx',
      'features/account/name-form.tsx',
      'features/account/avatar-picker.tsx',
      'features/account/address-forms.tsx',
      'features/account/change-password-modal.tsx',
      'features/account/delete-account-modal.tsx',
      'features/account/mail-settings-panel.tsx',
      'features/account/unsubscribe-screen.tsx',
      'features/account/push-settings.tsx',
      // Passkeys and two-factor (issue 17): the settings' panel and the login's code step.
      'features/account/passkey-settings.tsx',
      'features/account/two-factor-settings.tsx',
      'features/account/two-factor-qr.tsx',
      'features/account/two-factor-step.tsx',
      'features/account/security-texts.ts',
      'features/account/phone-verification-panel.tsx',
      // Settings, "Verifizierung" (issue 17).
      'features/account/verification-panel.tsx',
      'features/account/verified-since.tsx',
      'features/account/id-verification-row.tsx',
      // Settings, "API-Schlüssel" (issue 18).
      'features/account/api-keys-panel.tsx',
      'features/account/api-key-parts.tsx',
      'features/account/form-errors.ts',
      'features/orders/purchase-address.tsx',
      'core/account-fields.ts',
      'features/saved-searches/',
    ],
  };

  it('of a lazy message area are used only by the screens of that area', () => {
    const outside = uses
      .filter((u) => {
        const area = messageAreaOf(u.id);
        const where = u.where.split(sep).join('/');
        return area !== undefined && !AREA_HOMES[area].some((home) => where.startsWith(home));
      })
      .map((u) => `${u.id} (${u.where})`);
    expect([...new Set(outside)]).toEqual([]);
  });

  it('are recognised in every form the code writes them', () => {
    const sample = `
      <FormattedMessage
        id="a.one" values={{ n: 1 }} />
      <FormattedMessage id={'a.two'} />
      intl.formatMessage({ id: 'a.three' }, { n: 1 });
      intl.formatMessage({ id: \`sort.\${s}\` });
      intl.formatMessage({ id: \`x.\${y}\` });
      <PlaceholderScreen title="a.four" description="a.five" />
      <section id="not-a-message">
    `;
    expect(messageIdsIn(sample, 'sample').map((u) => u.id)).toEqual([
      'a.one',
      'a.two',
      'a.three',
      ...SORTINGS.map((s) => `sort.${s}`),
      'unknown template x.${y}: teach messages.test.ts its values',
      'a.four',
      'a.five',
    ]);
  });
});
