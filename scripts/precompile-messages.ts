// A Vite plugin that ships the message catalogues already parsed (ICU message ASTs), so the
// browser needs no message parser: react-intl formats the ASTs directly, and the parser module
// is swapped for its no-parser build. Saves about 6 kB of gzipped JavaScript on every first visit.
// It also splits off the lazy message areas (src/i18n/areas.ts): `de.json` is served without
// them, `de.json?area=selling` with that area's messages only.
import { parse } from '@formatjs/icu-messageformat-parser';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { areaMessages, MESSAGE_AREA_NAMES, type MessageArea } from '../src/i18n/areas.ts';

const CATALOGUE = /\/src\/i18n\/(?:de|en)\.json(?:\?(.*))?$/;

export function precompileMessages(): Plugin {
  return {
    name: 'handymarkt:precompile-messages',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    load(id) {
      const match = CATALOGUE.exec(id);
      if (!match) return undefined;
      const area = new URLSearchParams(match[1] ?? '').get('area') ?? undefined;
      if (area !== undefined && !MESSAGE_AREA_NAMES.includes(area as MessageArea)) {
        this.error(`${id}: no message area "${area}" in src/i18n/areas.ts`);
      }
      const file = id.slice(0, id.length - (match[1] === undefined ? 0 : match[1].length + 1));
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const messages = areaMessages(catalogue, area as MessageArea | undefined);
      const parsed = Object.fromEntries(
        Object.entries(messages).map(([key, text]) => [key, parse(text ?? '')]),
      );
      // Loaded as JavaScript, so Vite's JSON plugin leaves it alone.
      return { code: `export default ${JSON.stringify(parsed)};`, map: null, moduleType: 'js' };
    },
  };
}
