// The real attribute catalogue the seeder writes: systems, storages, colours, conditions, ages, accessories,
// and every brand with its models (German launch dates, storages and colours sold, used prices late 2026).
import type { BrandSeed, ColorSeed, ModelSeed, TermSeed } from './catalogue-types.ts';

export const SYSTEMS: readonly TermSeed[] = [
  { slug: 'ios', name: 'iOS', name_en: 'iOS' },
  { slug: 'android', name: 'Android', name_en: 'Android' },
];

const STORAGE_TERMS = [
  { slug: '16-gb', name: '16 GB', name_en: '16 GB' },
  { slug: '32-gb', name: '32 GB', name_en: '32 GB' },
  { slug: '64-gb', name: '64 GB', name_en: '64 GB' },
  { slug: '128-gb', name: '128 GB', name_en: '128 GB' },
  { slug: '256-gb', name: '256 GB', name_en: '256 GB' },
  { slug: '512-gb', name: '512 GB', name_en: '512 GB' },
  { slug: '1-tb', name: '1 TB', name_en: '1 TB' },
] as const satisfies readonly TermSeed[];
type StorageSlug = (typeof STORAGE_TERMS)[number]['slug'];

/** Ascending. */
export const STORAGES: readonly TermSeed[] = STORAGE_TERMS;

const COLOR_TERMS = [
  { slug: 'schwarz', name: 'Schwarz', name_en: 'Black', hex: '#1d1d1f' },
  { slug: 'weiss', name: 'Weiß', name_en: 'White', hex: '#f4f4f1' },
  { slug: 'silber', name: 'Silber', name_en: 'Silver', hex: '#d6d7d9' },
  { slug: 'gold', name: 'Gold', name_en: 'Gold', hex: '#e4cda3' },
  { slug: 'blau', name: 'Blau', name_en: 'Blue', hex: '#2e4d78' },
  { slug: 'hellblau', name: 'Hellblau', name_en: 'Light blue', hex: '#a8c3db' },
  { slug: 'gruen', name: 'Grün', name_en: 'Green', hex: '#4e6e57' },
  { slug: 'rot', name: 'Rot', name_en: 'Red', hex: '#b0182a' },
  { slug: 'violett', name: 'Violett', name_en: 'Purple', hex: '#a99cc8' },
  { slug: 'rosa', name: 'Rosa', name_en: 'Pink', hex: '#f0c8cf' },
  { slug: 'gelb', name: 'Gelb', name_en: 'Yellow', hex: '#f2dc7a' },
  { slug: 'orange', name: 'Orange', name_en: 'Orange', hex: '#e2702f' },
  { slug: 'grau', name: 'Grau', name_en: 'Grey', hex: '#7c7e82' },
  { slug: 'graphit', name: 'Graphit', name_en: 'Graphite', hex: '#4a4b4e' },
  { slug: 'titan', name: 'Titan', name_en: 'Titanium', hex: '#bdb6aa' },
  { slug: 'mitternacht', name: 'Mitternacht', name_en: 'Midnight', hex: '#232a34' },
  { slug: 'polarstern', name: 'Polarstern', name_en: 'Starlight', hex: '#f0e9dd' },
  { slug: 'creme', name: 'Creme', name_en: 'Cream', hex: '#ede3cd' },
] as const satisfies readonly ColorSeed[];
type ColorSlug = (typeof COLOR_TERMS)[number]['slug'];

export const COLORS: readonly ColorSeed[] = COLOR_TERMS;

/** Best to worst. */
export const CONDITIONS: readonly TermSeed[] = [
  { slug: 'neu', name: 'Neu (originalverpackt)', name_en: 'New (sealed)' },
  { slug: 'wie-neu', name: 'Wie neu', name_en: 'Like new' },
  { slug: 'sehr-gut', name: 'Sehr gut', name_en: 'Very good' },
  { slug: 'gut', name: 'Gut', name_en: 'Good' },
  { slug: 'akzeptabel', name: 'Akzeptabel', name_en: 'Fair' },
  { slug: 'defekt', name: 'Defekt', name_en: 'Defective' },
];

/** Youngest to oldest. */
export const AGES: readonly TermSeed[] = [
  { slug: 'unter-6-monate', name: 'Unter 6 Monate', name_en: 'Under 6 months' },
  { slug: '6-12-monate', name: '6–12 Monate', name_en: '6–12 months' },
  { slug: '1-2-jahre', name: '1–2 Jahre', name_en: '1–2 years' },
  { slug: '2-3-jahre', name: '2–3 Jahre', name_en: '2–3 years' },
  { slug: 'ueber-3-jahre', name: 'Über 3 Jahre', name_en: 'Over 3 years' },
];

export const ACCESSORIES: readonly TermSeed[] = [
  { slug: 'originalverpackung', name: 'Originalverpackung', name_en: 'Original box' },
  { slug: 'ladekabel', name: 'Ladekabel', name_en: 'Charging cable' },
  { slug: 'netzteil', name: 'Netzteil', name_en: 'Power adapter' },
  { slug: 'kopfhoerer', name: 'Kopfhörer', name_en: 'Headphones' },
  { slug: 'huelle', name: 'Hülle', name_en: 'Case' },
  { slug: 'displayschutzfolie', name: 'Displayschutzfolie', name_en: 'Screen protector' },
  { slug: 'rechnung', name: 'Rechnung', name_en: 'Receipt' },
  { slug: 'restgarantie', name: 'Restgarantie', name_en: 'Warranty remaining' },
];

/** One model: slug, name (without the brand), German launch day, storages, colours, used price (euro). */
function model(
  slug: string,
  name: string,
  release_date: number,
  storages: readonly StorageSlug[],
  colors: readonly ColorSlug[],
  used_price_eur: number,
  name_en = name,
): ModelSeed {
  return { slug, name, name_en, release_date, storages, colors, used_price_eur };
}

// Storage line-ups shared by many models.
const S64_256: readonly StorageSlug[] = ['64-gb', '256-gb'];
const S64_512: readonly StorageSlug[] = ['64-gb', '256-gb', '512-gb'];
const S64_128_256: readonly StorageSlug[] = ['64-gb', '128-gb', '256-gb'];
const S128: readonly StorageSlug[] = ['128-gb'];
const S128_256: readonly StorageSlug[] = ['128-gb', '256-gb'];
const S128_512: readonly StorageSlug[] = ['128-gb', '256-gb', '512-gb'];
const S128_1T: readonly StorageSlug[] = ['128-gb', '256-gb', '512-gb', '1-tb'];
const S256: readonly StorageSlug[] = ['256-gb'];
const S256_512: readonly StorageSlug[] = ['256-gb', '512-gb'];
const S256_1T: readonly StorageSlug[] = ['256-gb', '512-gb', '1-tb'];
const S512: readonly StorageSlug[] = ['512-gb'];

// Apple finishes per generation (mapped to the nearest catalogue colour).
const IPHONE_8: readonly ColorSlug[] = ['grau', 'silber', 'gold', 'rot'];
const IPHONE_XS: readonly ColorSlug[] = ['grau', 'silber', 'gold'];
const IPHONE_11_PRO: readonly ColorSlug[] = ['gruen', 'grau', 'silber', 'gold'];
const IPHONE_12: readonly ColorSlug[] = ['schwarz', 'weiss', 'rot', 'gruen', 'blau', 'violett'];
const IPHONE_12_PRO: readonly ColorSlug[] = ['graphit', 'silber', 'gold', 'blau'];
const IPHONE_13: readonly ColorSlug[] = ['mitternacht', 'polarstern', 'blau', 'rosa', 'rot', 'gruen'];
const IPHONE_13_PRO: readonly ColorSlug[] = ['graphit', 'gold', 'silber', 'hellblau', 'gruen'];
const IPHONE_14: readonly ColorSlug[] = ['mitternacht', 'polarstern', 'violett', 'blau', 'rot', 'gelb'];
const IPHONE_14_PRO: readonly ColorSlug[] = ['schwarz', 'silber', 'gold', 'violett'];
const IPHONE_15: readonly ColorSlug[] = ['schwarz', 'blau', 'gruen', 'gelb', 'rosa'];
const IPHONE_15_PRO: readonly ColorSlug[] = ['titan', 'blau', 'weiss', 'schwarz'];
const IPHONE_16: readonly ColorSlug[] = ['schwarz', 'weiss', 'rosa', 'gruen', 'blau'];
const IPHONE_16_PRO: readonly ColorSlug[] = ['schwarz', 'weiss', 'titan', 'gold'];
const IPHONE_17_PRO: readonly ColorSlug[] = ['silber', 'orange', 'blau'];

const APPLE: readonly ModelSeed[] = [
  model('iphone-8', 'iPhone 8', 20170922, S64_256, IPHONE_8, 55),
  model('iphone-8-plus', 'iPhone 8 Plus', 20170922, S64_256, IPHONE_8, 75),
  model('iphone-x', 'iPhone X', 20171103, S64_256, ['grau', 'silber'], 85),
  model('iphone-xs', 'iPhone XS', 20180921, S64_512, IPHONE_XS, 100),
  model('iphone-xs-max', 'iPhone XS Max', 20180921, S64_512, IPHONE_XS, 120),
  model(
    'iphone-xr',
    'iPhone XR',
    20181026,
    S64_128_256,
    ['schwarz', 'weiss', 'blau', 'gelb', 'orange', 'rot'],
    95,
  ),
  model(
    'iphone-11',
    'iPhone 11',
    20190920,
    S64_128_256,
    ['schwarz', 'weiss', 'violett', 'gruen', 'gelb', 'rot'],
    140,
  ),
  model('iphone-11-pro', 'iPhone 11 Pro', 20190920, S64_512, IPHONE_11_PRO, 180),
  model('iphone-11-pro-max', 'iPhone 11 Pro Max', 20190920, S64_512, IPHONE_11_PRO, 210),
  model(
    'iphone-se-2',
    'iPhone SE (2. Generation)',
    20200424,
    S64_128_256,
    ['schwarz', 'weiss', 'rot'],
    80,
    'iPhone SE (2nd generation)',
  ),
  model('iphone-12', 'iPhone 12', 20201023, S64_128_256, IPHONE_12, 190),
  model('iphone-12-pro', 'iPhone 12 Pro', 20201023, S128_512, IPHONE_12_PRO, 250),
  model('iphone-12-mini', 'iPhone 12 mini', 20201113, S64_128_256, IPHONE_12, 160),
  model('iphone-12-pro-max', 'iPhone 12 Pro Max', 20201113, S128_512, IPHONE_12_PRO, 300),
  model('iphone-13-mini', 'iPhone 13 mini', 20210924, S128_512, IPHONE_13, 240),
  model('iphone-13', 'iPhone 13', 20210924, S128_512, IPHONE_13, 280),
  model('iphone-13-pro', 'iPhone 13 Pro', 20210924, S128_1T, IPHONE_13_PRO, 370),
  model('iphone-13-pro-max', 'iPhone 13 Pro Max', 20210924, S128_1T, IPHONE_13_PRO, 430),
  model(
    'iphone-se-3',
    'iPhone SE (3. Generation)',
    20220318,
    S64_128_256,
    ['mitternacht', 'polarstern', 'rot'],
    150,
    'iPhone SE (3rd generation)',
  ),
  model('iphone-14', 'iPhone 14', 20220916, S128_512, IPHONE_14, 340),
  model('iphone-14-pro', 'iPhone 14 Pro', 20220916, S128_1T, IPHONE_14_PRO, 470),
  model('iphone-14-pro-max', 'iPhone 14 Pro Max', 20220916, S128_1T, IPHONE_14_PRO, 540),
  model('iphone-14-plus', 'iPhone 14 Plus', 20221007, S128_512, IPHONE_14, 370),
  model('iphone-15', 'iPhone 15', 20230922, S128_512, IPHONE_15, 430),
  model('iphone-15-plus', 'iPhone 15 Plus', 20230922, S128_512, IPHONE_15, 470),
  model('iphone-15-pro', 'iPhone 15 Pro', 20230922, S128_1T, IPHONE_15_PRO, 580),
  model('iphone-15-pro-max', 'iPhone 15 Pro Max', 20230922, S256_1T, IPHONE_15_PRO, 670),
  model('iphone-16', 'iPhone 16', 20240920, S128_512, IPHONE_16, 520),
  model('iphone-16-plus', 'iPhone 16 Plus', 20240920, S128_512, IPHONE_16, 560),
  model('iphone-16-pro', 'iPhone 16 Pro', 20240920, S128_1T, IPHONE_16_PRO, 700),
  model('iphone-16-pro-max', 'iPhone 16 Pro Max', 20240920, S256_1T, IPHONE_16_PRO, 800),
  model('iphone-16e', 'iPhone 16e', 20250228, S128_512, ['schwarz', 'weiss'], 380),
  model(
    'iphone-17',
    'iPhone 17',
    20250919,
    S256_512,
    ['schwarz', 'weiss', 'hellblau', 'violett', 'gruen'],
    620,
  ),
  model('iphone-air', 'iPhone Air', 20250919, S256_1T, ['schwarz', 'weiss', 'gold', 'hellblau'], 600),
  model('iphone-17-pro', 'iPhone 17 Pro', 20250919, S256_1T, IPHONE_17_PRO, 880),
  // Also sold with 2 TB, which the storage list does not carry.
  model('iphone-17-pro-max', 'iPhone 17 Pro Max', 20250919, S256_1T, IPHONE_17_PRO, 1000),
];

const S20: readonly ColorSlug[] = ['grau', 'schwarz', 'hellblau'];
const S22: readonly ColorSlug[] = ['schwarz', 'weiss', 'gruen', 'rosa'];
const S23: readonly ColorSlug[] = ['schwarz', 'creme', 'gruen', 'violett'];
const S24: readonly ColorSlug[] = ['schwarz', 'grau', 'violett', 'gelb'];
const S25: readonly ColorSlug[] = ['hellblau', 'blau', 'gruen', 'silber'];

const SAMSUNG: readonly ModelSeed[] = [
  model('galaxy-s20', 'Galaxy S20', 20200313, S128, ['grau', 'hellblau', 'rosa'], 90),
  model('galaxy-s20-plus', 'Galaxy S20+', 20200313, ['128-gb', '512-gb'], S20, 110),
  model('galaxy-s20-ultra', 'Galaxy S20 Ultra', 20200313, ['128-gb', '512-gb'], ['grau', 'schwarz'], 150),
  model(
    'galaxy-s20-fe',
    'Galaxy S20 FE',
    20201002,
    S128_256,
    ['blau', 'violett', 'gruen', 'rot', 'weiss', 'orange'],
    90,
  ),
  model('galaxy-s21', 'Galaxy S21', 20210129, S128_256, ['grau', 'weiss', 'violett', 'rosa'], 140),
  model('galaxy-s21-plus', 'Galaxy S21+', 20210129, S128_256, ['schwarz', 'silber', 'violett'], 170),
  model('galaxy-s21-ultra', 'Galaxy S21 Ultra', 20210129, S128_512, ['schwarz', 'silber'], 230),
  model(
    'galaxy-z-flip3',
    'Galaxy Z Flip3',
    20210827,
    S128_256,
    ['creme', 'gruen', 'violett', 'schwarz'],
    170,
  ),
  model('galaxy-z-fold3', 'Galaxy Z Fold3', 20210827, S256_512, ['schwarz', 'gruen', 'silber'], 280),
  model(
    'galaxy-a52s-5g',
    'Galaxy A52s 5G',
    20210901,
    S128_256,
    ['schwarz', 'weiss', 'violett', 'gruen'],
    110,
  ),
  model('galaxy-s21-fe', 'Galaxy S21 FE', 20220111, S128_256, ['graphit', 'weiss', 'gruen', 'violett'], 140),
  model('galaxy-s22', 'Galaxy S22', 20220225, S128_256, S22, 190),
  model('galaxy-s22-plus', 'Galaxy S22+', 20220225, S128_256, S22, 220),
  model(
    'galaxy-s22-ultra',
    'Galaxy S22 Ultra',
    20220225,
    S128_512,
    ['schwarz', 'weiss', 'gruen', 'rot'],
    300,
  ),
  model(
    'galaxy-a53-5g',
    'Galaxy A53 5G',
    20220401,
    S128_256,
    ['schwarz', 'weiss', 'hellblau', 'orange'],
    120,
  ),
  model('galaxy-z-flip4', 'Galaxy Z Flip4', 20220826, S128_512, ['violett', 'graphit', 'rosa', 'blau'], 230),
  model('galaxy-z-fold4', 'Galaxy Z Fold4', 20220826, S256_1T, ['gruen', 'schwarz', 'creme'], 400),
  model(
    'galaxy-a14-5g',
    'Galaxy A14 5G',
    20230120,
    ['64-gb', '128-gb'],
    ['schwarz', 'silber', 'gruen', 'rot'],
    70,
  ),
  model('galaxy-s23', 'Galaxy S23', 20230217, S128_256, S23, 270),
  model('galaxy-s23-plus', 'Galaxy S23+', 20230217, S256_512, S23, 320),
  model('galaxy-s23-ultra', 'Galaxy S23 Ultra', 20230217, S256_1T, S23, 450),
  model('galaxy-a34-5g', 'Galaxy A34 5G', 20230324, S128_256, ['graphit', 'silber', 'gruen', 'violett'], 130),
  model('galaxy-a54-5g', 'Galaxy A54 5G', 20230324, S128_256, ['graphit', 'weiss', 'violett', 'gruen'], 160),
  model(
    'galaxy-z-flip5',
    'Galaxy Z Flip5',
    20230811,
    S256_512,
    ['gruen', 'graphit', 'creme', 'violett'],
    350,
  ),
  model('galaxy-z-fold5', 'Galaxy Z Fold5', 20230811, S256_1T, ['hellblau', 'schwarz', 'creme'], 560),
  model('galaxy-s23-fe', 'Galaxy S23 FE', 20231005, S128_256, ['graphit', 'creme', 'violett', 'gruen'], 220),
  model('galaxy-s24', 'Galaxy S24', 20240131, S128_512, S24, 370),
  model('galaxy-s24-plus', 'Galaxy S24+', 20240131, S256_512, S24, 430),
  model(
    'galaxy-s24-ultra',
    'Galaxy S24 Ultra',
    20240131,
    S256_1T,
    ['schwarz', 'titan', 'violett', 'gelb'],
    600,
  ),
  model('galaxy-a35-5g', 'Galaxy A35 5G', 20240315, S128_256, ['blau', 'hellblau', 'violett', 'gelb'], 170),
  model('galaxy-a55-5g', 'Galaxy A55 5G', 20240315, S128_256, ['blau', 'hellblau', 'violett'], 220),
  model('galaxy-z-flip6', 'Galaxy Z Flip6', 20240724, S256_512, ['silber', 'gelb', 'blau', 'gruen'], 480),
  model('galaxy-z-fold6', 'Galaxy Z Fold6', 20240724, S256_1T, ['silber', 'rosa', 'blau'], 780),
  model(
    'galaxy-s24-fe',
    'Galaxy S24 FE',
    20241003,
    S128_256,
    ['blau', 'graphit', 'grau', 'gruen', 'gelb'],
    290,
  ),
  model('galaxy-s25', 'Galaxy S25', 20250207, S128_256, S25, 500),
  model('galaxy-s25-plus', 'Galaxy S25+', 20250207, S256_512, S25, 560),
  model(
    'galaxy-s25-ultra',
    'Galaxy S25 Ultra',
    20250207,
    S256_1T,
    ['silber', 'schwarz', 'titan', 'weiss'],
    800,
  ),
  model('galaxy-a56-5g', 'Galaxy A56 5G', 20250319, S128_256, ['graphit', 'grau', 'rosa', 'gruen'], 280),
  model('galaxy-s25-edge', 'Galaxy S25 Edge', 20250530, S256_512, ['silber', 'schwarz', 'hellblau'], 480),
  model('galaxy-z-flip7', 'Galaxy Z Flip7', 20250725, S256_512, ['blau', 'schwarz', 'rot'], 650),
  model('galaxy-z-fold7', 'Galaxy Z Fold7', 20250725, S256_1T, ['blau', 'silber', 'schwarz'], 1150),
];

const PIXEL_9_PRO: readonly ColorSlug[] = ['schwarz', 'weiss', 'grau', 'rosa'];
const PIXEL_10_PRO: readonly ColorSlug[] = ['schwarz', 'weiss', 'grau', 'gruen'];

const GOOGLE: readonly ModelSeed[] = [
  model('pixel-6', 'Pixel 6', 20211028, S128_256, ['schwarz', 'gruen', 'orange'], 110),
  model('pixel-6-pro', 'Pixel 6 Pro', 20211028, S128_256, ['schwarz', 'weiss', 'gelb'], 150),
  model('pixel-6a', 'Pixel 6a', 20220728, S128, ['graphit', 'weiss', 'gruen'], 100),
  model('pixel-7', 'Pixel 7', 20221013, S128_256, ['schwarz', 'weiss', 'gelb'], 170),
  model('pixel-7-pro', 'Pixel 7 Pro', 20221013, S128_256, ['schwarz', 'weiss', 'grau'], 230),
  model('pixel-7a', 'Pixel 7a', 20230511, S128, ['graphit', 'weiss', 'hellblau', 'orange'], 170),
  model('pixel-fold', 'Pixel Fold', 20230627, S256, ['schwarz', 'weiss'], 380),
  model('pixel-8', 'Pixel 8', 20231012, S128_256, ['schwarz', 'grau', 'rosa', 'gruen'], 260),
  model('pixel-8-pro', 'Pixel 8 Pro', 20231012, S128_512, ['schwarz', 'weiss', 'hellblau', 'gruen'], 360),
  model('pixel-8a', 'Pixel 8a', 20240514, S128_256, ['schwarz', 'weiss', 'hellblau', 'gruen'], 240),
  model('pixel-9', 'Pixel 9', 20240822, S128_256, ['schwarz', 'weiss', 'gruen', 'rosa'], 390),
  model('pixel-9-pro-xl', 'Pixel 9 Pro XL', 20240822, S128_512, PIXEL_9_PRO, 580),
  model('pixel-9-pro', 'Pixel 9 Pro', 20240904, S128_512, PIXEL_9_PRO, 520),
  model('pixel-9-pro-fold', 'Pixel 9 Pro Fold', 20240904, S256_512, ['schwarz', 'weiss'], 820),
  model('pixel-9a', 'Pixel 9a', 20250414, S128_256, ['schwarz', 'weiss', 'violett', 'rosa'], 300),
  model('pixel-10', 'Pixel 10', 20250828, S128_256, ['schwarz', 'hellblau', 'blau', 'gelb'], 520),
  model('pixel-10-pro', 'Pixel 10 Pro', 20250828, S128_512, PIXEL_10_PRO, 700),
  model('pixel-10-pro-xl', 'Pixel 10 Pro XL', 20250828, S256_512, PIXEL_10_PRO, 800),
  model('pixel-10-pro-fold', 'Pixel 10 Pro Fold', 20251009, S256_512, ['grau', 'gruen'], 1100),
];

// Global launch days; Xiaomi sells in Germany from the same week.
const XIAOMI: readonly ModelSeed[] = [
  model('redmi-note-11', 'Redmi Note 11', 20220126, ['64-gb', '128-gb'], ['graphit', 'hellblau', 'blau'], 70),
  model(
    'redmi-note-11-pro-5g',
    'Redmi Note 11 Pro 5G',
    20220126,
    ['64-gb', '128-gb'],
    ['grau', 'weiss', 'blau'],
    100,
  ),
  model('xiaomi-12', '12', 20220315, S128_256, ['grau', 'blau', 'violett'], 180),
  model('xiaomi-12-pro', '12 Pro', 20220315, S256, ['grau', 'blau', 'violett'], 240),
  model('xiaomi-12t-pro', '12T Pro', 20221004, S256, ['schwarz', 'silber', 'blau'], 230),
  model('xiaomi-13', '13', 20230226, S256, ['schwarz', 'weiss', 'gruen'], 300),
  model('xiaomi-13-pro', '13 Pro', 20230226, S256, ['schwarz', 'weiss'], 380),
  model('redmi-note-12', 'Redmi Note 12', 20230323, ['64-gb', '128-gb'], ['grau', 'gruen', 'hellblau'], 90),
  model(
    'redmi-note-12-pro-5g',
    'Redmi Note 12 Pro 5G',
    20230323,
    S128_256,
    ['schwarz', 'weiss', 'hellblau'],
    140,
  ),
  model('xiaomi-13t', '13T', 20230926, S256, ['schwarz', 'hellblau', 'gruen'], 250),
  model('xiaomi-13t-pro', '13T Pro', 20230926, ['512-gb', '1-tb'], ['schwarz', 'hellblau', 'gruen'], 320),
  model('redmi-note-13', 'Redmi Note 13', 20240115, S128_256, ['schwarz', 'gruen', 'hellblau'], 120),
  model(
    'redmi-note-13-pro-5g',
    'Redmi Note 13 Pro 5G',
    20240115,
    S256_512,
    ['schwarz', 'weiss', 'violett'],
    170,
  ),
  model(
    'redmi-note-13-pro-plus-5g',
    'Redmi Note 13 Pro+ 5G',
    20240115,
    S256_512,
    ['schwarz', 'weiss', 'violett'],
    220,
  ),
  model('xiaomi-14', '14', 20240225, S256_512, ['schwarz', 'weiss', 'gruen'], 420),
  model('xiaomi-14-ultra', '14 Ultra', 20240225, S512, ['schwarz', 'weiss'], 620),
  model('xiaomi-14t', '14T', 20240926, S256_512, ['titan', 'blau', 'schwarz'], 330),
  model('xiaomi-14t-pro', '14T Pro', 20240926, S256_1T, ['titan', 'blau', 'schwarz'], 430),
  model('redmi-note-14', 'Redmi Note 14', 20250110, S128_256, ['schwarz', 'blau', 'gruen', 'violett'], 150),
  model(
    'redmi-note-14-pro-5g',
    'Redmi Note 14 Pro 5G',
    20250110,
    S256_512,
    ['schwarz', 'gruen', 'violett'],
    210,
  ),
  model(
    'redmi-note-14-pro-plus-5g',
    'Redmi Note 14 Pro+ 5G',
    20250110,
    S256_512,
    ['schwarz', 'hellblau', 'violett'],
    270,
  ),
  model('xiaomi-15', '15', 20250302, S256_512, ['schwarz', 'weiss', 'gruen'], 560),
  model('xiaomi-15-ultra', '15 Ultra', 20250302, ['512-gb', '1-tb'], ['schwarz', 'weiss', 'silber'], 850),
  model('xiaomi-15t-pro', '15T Pro', 20250924, S256_1T, ['schwarz', 'grau', 'gold'], 600),
];

const ONEPLUS: readonly ModelSeed[] = [
  model('oneplus-nord', 'Nord', 20200804, S128_256, ['grau', 'blau'], 70),
  model('oneplus-9', '9', 20210326, S128_256, ['schwarz', 'hellblau', 'violett'], 150),
  model('oneplus-9-pro', '9 Pro', 20210326, S128_256, ['silber', 'gruen', 'schwarz'], 200),
  model('oneplus-nord-2', 'Nord 2', 20210728, S128_256, ['grau', 'blau', 'gruen'], 100),
  model('oneplus-10-pro', '10 Pro', 20220331, S128_256, ['schwarz', 'gruen'], 220),
  model('oneplus-11', '11', 20230216, S128_256, ['gruen', 'schwarz'], 300),
  model('oneplus-nord-3', 'Nord 3', 20230711, S128_256, ['grau', 'gruen'], 180),
  model('oneplus-12', '12', 20240206, S256_512, ['schwarz', 'gruen'], 420),
  model('oneplus-12r', '12R', 20240206, S128_256, ['blau', 'grau'], 300),
  model('oneplus-nord-4', 'Nord 4', 20240716, S256_512, ['schwarz', 'silber', 'gruen'], 260),
  model('oneplus-13', '13', 20250107, S256_512, ['schwarz', 'blau', 'weiss'], 580),
  model('oneplus-13r', '13R', 20250107, S256, ['schwarz', 'silber'], 420),
];

const HUAWEI: readonly ModelSeed[] = [
  model('huawei-mate-20-pro', 'Mate 20 Pro', 20181026, S128, ['schwarz', 'gruen', 'blau'], 70),
  model('huawei-p30', 'P30', 20190405, S128, ['schwarz', 'blau', 'hellblau'], 70),
  model('huawei-p30-pro', 'P30 Pro', 20190405, S128_256, ['schwarz', 'blau', 'hellblau', 'orange'], 110),
  model('huawei-p30-lite', 'P30 lite', 20190425, S128, ['schwarz', 'weiss', 'blau'], 50),
  model('huawei-p40', 'P40', 20200407, S128, ['schwarz', 'silber', 'blau'], 110),
  model('huawei-p40-pro', 'P40 Pro', 20200407, S256, ['schwarz', 'silber', 'blau'], 160),
  model('huawei-mate-40-pro', 'Mate 40 Pro', 20201112, S256, ['schwarz', 'silber', 'weiss'], 200),
  model('huawei-p50-pro', 'P50 Pro', 20220112, S256, ['schwarz', 'gold'], 260),
  model('huawei-p50-pocket', 'P50 Pocket', 20220112, S256, ['weiss', 'gold'], 280),
  model('huawei-p60-pro', 'P60 Pro', 20230509, S256_512, ['schwarz', 'weiss'], 420),
];

const MOTOROLA: readonly ModelSeed[] = [
  model('motorola-edge-20', 'edge 20', 20210812, S128, ['grau', 'weiss', 'gruen'], 90),
  model('motorola-edge-30-pro', 'edge 30 pro', 20220301, S256, ['blau', 'weiss'], 150),
  model('motorola-edge-40', 'edge 40', 20230504, S256, ['schwarz', 'gruen', 'blau'], 180),
  model('motorola-razr-40-ultra', 'razr 40 ultra', 20230601, S256, ['schwarz', 'hellblau', 'rot'], 270),
  model('motorola-moto-g84-5g', 'moto g84 5G', 20230914, S256, ['blau', 'rot', 'hellblau'], 120),
  model('motorola-moto-g54-5g', 'moto g54 5G', 20230915, S256, ['blau', 'gruen', 'hellblau'], 90),
  model('motorola-edge-40-neo', 'edge 40 neo', 20230921, S256, ['schwarz', 'blau', 'hellblau'], 150),
  model('motorola-edge-50-pro', 'edge 50 pro', 20240430, S512, ['schwarz', 'violett', 'weiss'], 240),
  model('motorola-edge-50-fusion', 'edge 50 fusion', 20240516, S256, ['blau', 'rosa', 'hellblau'], 170),
  model('motorola-razr-50-ultra', 'razr 50 ultra', 20240625, S512, ['blau', 'gruen', 'orange'], 420),
  model('motorola-moto-g85-5g', 'moto g85 5G', 20240709, S256, ['blau', 'grau', 'gruen'], 140),
  model('motorola-edge-60', 'edge 60', 20250424, S256, ['blau', 'gruen'], 250),
];

const SONY: readonly ModelSeed[] = [
  model('xperia-10-iii', 'Xperia 10 III', 20210601, S128, ['schwarz', 'weiss', 'blau'], 80),
  model('xperia-1-iii', 'Xperia 1 III', 20210701, S256, ['schwarz', 'violett', 'grau'], 180),
  model('xperia-5-iii', 'Xperia 5 III', 20210903, S128, ['schwarz', 'gruen', 'rosa'], 150),
  model('xperia-10-iv', 'Xperia 10 IV', 20220601, S128, ['schwarz', 'weiss', 'gruen', 'violett'], 110),
  model('xperia-1-iv', 'Xperia 1 IV', 20220615, S256, ['schwarz', 'weiss', 'violett'], 280),
  model('xperia-5-iv', 'Xperia 5 IV', 20220929, S128, ['schwarz', 'weiss', 'gruen'], 220),
  model('xperia-10-v', 'Xperia 10 V', 20230601, S128, ['schwarz', 'weiss', 'violett', 'gruen'], 150),
  model('xperia-1-v', 'Xperia 1 V', 20230619, S256, ['schwarz', 'silber', 'gruen'], 420),
  model('xperia-5-v', 'Xperia 5 V', 20231002, S128, ['schwarz', 'blau', 'silber'], 320),
  model('xperia-10-vi', 'Xperia 10 VI', 20240607, S128, ['schwarz', 'weiss', 'blau'], 200),
  model('xperia-1-vi', 'Xperia 1 VI', 20240607, S256_512, ['schwarz', 'silber', 'gruen', 'rot'], 620),
  model('xperia-1-vii', 'Xperia 1 VII', 20250604, S256_512, ['schwarz', 'gruen', 'violett'], 900),
  model('xperia-10-vii', 'Xperia 10 VII', 20251001, S128, ['schwarz', 'weiss', 'hellblau'], 280),
];

const NOKIA: readonly ModelSeed[] = [
  model('nokia-x20', 'X20', 20210504, S128, ['blau', 'creme'], 70),
  model('nokia-g21', 'G21', 20220301, ['64-gb', '128-gb'], ['blau', 'violett'], 40),
  model('nokia-x30-5g', 'X30 5G', 20221003, S128_256, ['blau', 'weiss'], 110),
  model('nokia-g22', 'G22', 20230308, ['64-gb', '128-gb'], ['grau', 'hellblau'], 50),
  model('nokia-g42-5g', 'G42 5G', 20230711, S128, ['violett', 'grau', 'rosa'], 70),
];

const OPPO: readonly ModelSeed[] = [
  model('oppo-find-x2-pro', 'Find X2 Pro', 20200508, S512, ['schwarz', 'orange'], 150),
  model('oppo-reno4-pro-5g', 'Reno4 Pro 5G', 20200901, S256, ['schwarz', 'blau'], 80),
  model('oppo-find-x3-pro', 'Find X3 Pro', 20210330, S256, ['schwarz', 'blau'], 200),
  model('oppo-reno6-5g', 'Reno6 5G', 20210827, S128, ['schwarz', 'blau'], 100),
  model('oppo-find-x5-pro', 'Find X5 Pro', 20220314, S256, ['schwarz', 'weiss'], 300),
  model('oppo-reno8-pro', 'Reno8 Pro', 20220718, S256, ['schwarz', 'gruen'], 180),
  model('oppo-reno12-pro', 'Reno12 Pro', 20240701, S512, ['silber', 'schwarz'], 280),
  model('oppo-find-x8-pro', 'Find X8 Pro', 20241121, S512, ['schwarz', 'weiss'], 550),
];

const FAIRPHONE: readonly ModelSeed[] = [
  model('fairphone-3', '3', 20190903, ['64-gb'], ['schwarz'], 60),
  model('fairphone-3-plus', '3+', 20200930, ['64-gb'], ['schwarz'], 80),
  model('fairphone-4', '4', 20211025, S128_256, ['grau', 'gruen'], 200),
  model('fairphone-5', '5', 20230914, S256, ['schwarz', 'hellblau', 'grau'], 330),
  model('fairphone-6', '6', 20250625, S256, ['weiss', 'gruen', 'gelb'], 460),
];

export const BRANDS: readonly BrandSeed[] = [
  { slug: 'apple', name: 'Apple', name_en: 'Apple', system: 'ios', models: APPLE },
  { slug: 'samsung', name: 'Samsung', name_en: 'Samsung', system: 'android', models: SAMSUNG },
  { slug: 'google', name: 'Google', name_en: 'Google', system: 'android', models: GOOGLE },
  { slug: 'xiaomi', name: 'Xiaomi', name_en: 'Xiaomi', system: 'android', models: XIAOMI },
  { slug: 'oneplus', name: 'OnePlus', name_en: 'OnePlus', system: 'android', models: ONEPLUS },
  { slug: 'huawei', name: 'Huawei', name_en: 'Huawei', system: 'android', models: HUAWEI },
  { slug: 'motorola', name: 'Motorola', name_en: 'Motorola', system: 'android', models: MOTOROLA },
  { slug: 'sony', name: 'Sony', name_en: 'Sony', system: 'android', models: SONY },
  { slug: 'nokia', name: 'Nokia', name_en: 'Nokia', system: 'android', models: NOKIA },
  { slug: 'oppo', name: 'Oppo', name_en: 'Oppo', system: 'android', models: OPPO },
  { slug: 'fairphone', name: 'Fairphone', name_en: 'Fairphone', system: 'android', models: FAIRPHONE },
];
