// Draws a clean studio-style product photo of a smartphone for demo ads (an SVG rasterised to JPEG by sharp).
// The back is drawn as the phone's maker builds it (phone-backs.ts).
import sharp from 'sharp';
import { backView } from './phone-backs.ts';

export interface PhonePhotoOptions {
  /** Body colour, e.g. "#2e4d78". */
  hex: string;
  /** The maker's slug (e.g. "sony"): decides how the back looks. */
  brand: string;
  /** The maker's name, e.g. "Sony", as the back shows it (an iPhone's back shows none). */
  maker: string;
  /** Small text on the screen of the front, e.g. the model name. */
  label: string;
  view: 'front' | 'back';
  /** Varies background, tilt and position deterministically. */
  seed: number;
  width?: number;
  height?: number;
}

/** Escapes text for XML as numeric character references. */
const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Deterministic numbers in [0, 1) from a seed (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function rgb(hex: string): [number, number, number] {
  const digits = /^#?([0-9a-f]{6})$/i.exec(hex.trim())?.[1] ?? '888888';
  const n = parseInt(digits, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** The colour mixed towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const mixed = rgb(hex).map((c) => Math.round(c + (target - c) * Math.abs(amount)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const isLight = (hex: string): boolean => {
  const [r, g, b] = rgb(hex);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b > 150;
};

const FONT = `text-anchor="middle" font-family="Helvetica, Arial, 'DejaVu Sans', sans-serif"`;

/** Centred text on the phone. */
function text(y: number, size: number, fill: string, alpha: number, body: string, weight = 400): string {
  return (
    `<text x="200" y="${y}" ${FONT} font-size="${size}" font-weight="${weight}" fill="${fill}"` +
    ` opacity="${alpha}">${body}</text>`
  );
}

/** Phone in local units: 400 x 820, origin top left. */
function frontView(label: string, size: number, pill: boolean): string {
  const camera = pill
    ? '<rect x="152" y="32" width="96" height="30" rx="15" fill="#000"/>'
    : '<circle cx="200" cy="47" r="13" fill="#000"/><circle cx="203" cy="44" r="3" fill="#2a3550"/>';
  return `<rect x="14" y="14" width="372" height="792" rx="48" fill="url(#screen)"/>
    <g clip-path="url(#screenClip)"><path d="M14 14 H270 L14 560 Z" fill="#fff" opacity="0.05"/></g>
    ${camera}
    ${text(132, 22, '#e8e8ed', 0.85, 'Dienstag, 9. Juni')}
    ${text(228, 104, '#f5f5f7', 1, '9:41', 300)}
    ${text(752, size, '#fff', 0.55, label)}
    <rect x="140" y="782" width="120" height="6" rx="3" fill="#fff" opacity="0.7"/>`;
}

/** The photo as SVG (what renderPhonePhoto rasterises). */
export function phonePhotoSvg(opts: PhonePhotoOptions): string {
  const { hex, view, width = 1080, height = 1080 } = opts;
  const next = random(opts.seed);
  const label = escapeXml(opts.label);
  // Shrink long labels so they stay inside the 400-unit wide body.
  const size = Math.min(20, Math.floor(540 / Math.max(opts.label.length, 1)));
  const hue = Math.round(next() * 360);
  const sat = 4 + Math.round(next() * 8);
  const light = 94 + Math.round(next() * 4);
  const tilt = (next() - 0.5) * 7;
  const scale = (Math.min(width, height) * 0.76) / 820;
  const cx = width / 2 + (next() - 0.5) * width * 0.06;
  const cy = height / 2 + (next() - 0.5) * height * 0.03;
  const paint = {
    hex,
    dark: shade(hex, -0.35),
    light: shade(hex, 0.25),
    ink: isLight(hex) ? '#000' : '#fff',
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"
  viewBox="0 0 ${width} ${height}">
  <defs>
    <radialGradient id="bg" cx="50%" cy="40%" r="75%">
      <stop offset="0" stop-color="hsl(${hue},${sat}%,${light}%)"/>
      <stop offset="1" stop-color="hsl(${hue},${sat}%,${light - 14}%)"/>
    </radialGradient>
    <linearGradient id="body" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${shade(hex, 0.22)}"/><stop offset="0.5" stop-color="${hex}"/>
      <stop offset="1" stop-color="${shade(hex, -0.22)}"/>
    </linearGradient>
    <linearGradient id="screen" x1="0" y1="0" x2="0.6" y2="1">
      <stop offset="0" stop-color="#1d2330"/><stop offset="0.55" stop-color="#0b0d12"/>
      <stop offset="1" stop-color="${shade(hex, -0.8)}"/>
    </linearGradient>
    <clipPath id="screenClip"><rect x="14" y="14" width="372" height="792" rx="48"/></clipPath>
    <filter id="shadow" x="-30%" y="-20%" width="160%" height="150%">
      <feDropShadow dx="0" dy="22" stdDeviation="22" flood-color="#000" flood-opacity="0.28"/>
    </filter>
    <filter id="blur"><feGaussianBlur stdDeviation="14"/></filter>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <g transform="translate(${cx} ${cy}) rotate(${tilt.toFixed(2)}) scale(${scale}) translate(-200 -410)">
    <ellipse cx="200" cy="838" rx="190" ry="20" fill="#000" opacity="0.22" filter="url(#blur)"/>
    <rect x="-4" y="180" width="8" height="56" rx="3" fill="${shade(hex, -0.3)}"/>
    <rect x="-4" y="252" width="8" height="56" rx="3" fill="${shade(hex, -0.3)}"/>
    <rect x="396" y="230" width="8" height="96" rx="3" fill="${shade(hex, -0.3)}"/>
    <rect width="400" height="820" rx="62" fill="url(#body)" filter="url(#shadow)"/>
    <rect x="2" y="2" width="396" height="816" rx="60" fill="none" stroke="${shade(hex, 0.4)}"
      stroke-width="3" opacity="0.6"/>
    ${view === 'front' ? frontView(label, size, next() < 0.5) : backView(opts.brand, escapeXml(opts.maker), paint)}
  </g>
</svg>`;
}

export async function renderPhonePhoto(opts: PhonePhotoOptions): Promise<Buffer> {
  return sharp(Buffer.from(phonePhotoSvg(opts)))
    .jpeg({ quality: 80 })
    .toBuffer();
}
