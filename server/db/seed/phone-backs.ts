// The back of a demo phone as its maker builds it (issue 30: a Sony ad showed an iPhone's camera
// triangle with "Sony Xperia 10 V" printed under it). Each brand gets its own camera arrangement and,
// as on the real devices, at most the maker's name on the back, never a model name: an iPhone's
// back carries no writing at all. Drawn in the phone's local units (400 x 820, origin top left).

/** How a maker arranges the cameras on the back. */
export type BackLayout = 'apple' | 'samsung' | 'google' | 'sony' | 'round' | 'corner';

const LAYOUTS: Record<string, BackLayout> = {
  apple: 'apple',
  samsung: 'samsung',
  google: 'google',
  sony: 'sony',
  // A large round camera disc in the middle of the upper back.
  huawei: 'round',
  oneplus: 'round',
  motorola: 'round',
  xiaomi: 'corner',
  oppo: 'corner',
  nokia: 'round',
  fairphone: 'corner',
};

/** The camera arrangement of `brand` (a brand slug); an unknown maker gets a plain corner island. */
export const backLayoutOf = (brand: string): BackLayout => LAYOUTS[brand] ?? 'corner';

export interface BackPaint {
  /** Body colour and its darker and lighter shades. */
  hex: string;
  dark: string;
  light: string;
  /** Colour of writing on the body (black on light bodies, white on dark ones). */
  ink: string;
}

const FONT = `text-anchor="middle" font-family="Helvetica, Arial, 'DejaVu Sans', sans-serif"`;

function lens(x: number, y: number, paint: BackPaint, r = 26): string {
  return `<circle cx="${x}" cy="${y}" r="${r + 7}" fill="${paint.dark}"/>
    <circle cx="${x}" cy="${y}" r="${r}" fill="#0c0d10" stroke="#3a3d44" stroke-width="4"/>
    <circle cx="${x}" cy="${y}" r="${Math.round(r * 0.46)}" fill="#1b2233"/>
    <circle cx="${x - 7}" cy="${y - 7}" r="4" fill="#fff" opacity="0.5"/>`;
}

const flash = (x: number, y: number) => `<circle cx="${x}" cy="${y}" r="9" fill="#f4efe2"/>`;

/** The maker's name, low on the back (escaped by the caller). */
const wordmark = (name: string, paint: BackPaint, y = 700, size = 30) =>
  `<text x="200" y="${y}" ${FONT} font-size="${size}" font-weight="700" letter-spacing="4"` +
  ` fill="${paint.ink}" opacity="0.5" data-role="wordmark">${name}</text>`;

const CAMERAS: Record<BackLayout, (paint: BackPaint) => string> = {
  // A rounded square island top left with three lenses in a triangle.
  apple: (p) => `<rect x="26" y="26" width="176" height="176" rx="46" fill="${p.dark}" stroke="${p.light}"
      stroke-width="3" opacity="0.9"/>
    ${lens(72, 72, p)}${lens(72, 156, p)}${lens(156, 114, p)}${flash(156, 56)}
    <circle cx="160" cy="166" r="5" fill="#111"/>
    <circle cx="200" cy="410" r="34" fill="${p.ink}" opacity="0.12" data-role="logo"/>`,
  // Three single lenses straight down the left edge, no island.
  samsung: (p) => `${lens(70, 80, p, 24)}${lens(70, 160, p, 24)}${lens(70, 240, p, 24)}${flash(130, 80)}`,
  // A camera bar across the whole back.
  google: (p) => `<rect x="0" y="150" width="400" height="92" rx="40" fill="#111" opacity="0.88"/>
    ${lens(110, 196, p, 24)}${lens(190, 196, p, 24)}${flash(290, 196)}`,
  // A narrow upright strip of lenses in the top left corner.
  sony: (p) => `<rect x="40" y="30" width="74" height="230" rx="37" fill="#111" opacity="0.85"/>
    ${lens(77, 74, p, 22)}${lens(77, 146, p, 22)}${lens(77, 218, p, 22)}${flash(150, 60)}`,
  round: (p) => `<circle cx="200" cy="170" r="112" fill="${p.dark}" stroke="${p.light}" stroke-width="3"/>
    ${lens(155, 130, p, 24)}${lens(245, 130, p, 24)}${lens(155, 212, p, 24)}${flash(245, 212)}`,
  corner: (p) => `<rect x="30" y="30" width="120" height="220" rx="30" fill="${p.dark}" stroke="${p.light}"
      stroke-width="3"/>
    ${lens(90, 84, p, 26)}${lens(90, 176, p, 26)}${flash(90, 232)}`,
};

/**
 * The back's drawing for `brand`: its cameras and, except on an iPhone, the maker's name
 * (`makerName`, already escaped for XML). The layout is marked as data-layout for the tests.
 */
export function backView(brand: string, makerName: string, paint: BackPaint): string {
  const layout = backLayoutOf(brand);
  const name = layout === 'apple' ? '' : wordmark(makerName.toUpperCase(), paint);
  return `<g data-layout="${layout}">${CAMERAS[layout](paint)}${name}</g>`;
}
