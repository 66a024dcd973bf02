// The four clips of the home page's product video, drawn on a 640x360 canvas as a function of the
// time t (seconds): a phone photographed for its ad, a price proposal going back and forth, paying
// safely behind the buyer protection shield, the parcel shipped and a five-star review. Pictograms
// only, in the app's colours (src/ui/styles/base.css), no words: text in a video cannot be
// translated. Every function here runs in the browser: scripts/make-product-videos.ts sends their
// source text into the page, so each one uses only its parameters, the others and `C`.

/** The app's colours (src/ui/styles/base.css; the stars' amber from reviews.css). */
export const COLOURS = {
  brand: '#0f766e',
  brandDark: '#115e59',
  brandSoft: '#ccfbf1',
  accent: '#c2410c',
  text: '#111827',
  muted: '#4b5563',
  line: '#e5e7eb',
  bg: '#f8fafc',
  card: '#ffffff',
  star: '#b45309',
};

declare const C: typeof COLOURS;
type Ctx = CanvasRenderingContext2D;

/** 0 before a, 1 after b, eased in between. */
export function phase(t: number, a: number, b: number): number {
  const x = Math.min(1, Math.max(0, (t - a) / (b - a)));
  return x * x * (3 - 2 * x);
}

export function background(ctx: Ctx): void {
  ctx.fillStyle = C.bg;
  ctx.fillRect(0, 0, 640, 360);
  ctx.fillStyle = C.brandSoft;
  ctx.beginPath();
  ctx.ellipse(320, 390, 420, 150, 0, 0, Math.PI * 2);
  ctx.fill();
}

export function phone(ctx: Ctx, x: number, y: number, h: number, screen: string): void {
  const w = h * 0.5;
  ctx.fillStyle = C.text;
  ctx.beginPath();
  ctx.roundRect(x - w / 2, y - h / 2, w, h, h * 0.08);
  ctx.fill();
  ctx.fillStyle = screen;
  ctx.beginPath();
  ctx.roundRect(x - w / 2 + h * 0.04, y - h / 2 + h * 0.08, w - h * 0.08, h * 0.78, h * 0.03);
  ctx.fill();
  ctx.fillStyle = C.line;
  ctx.beginPath();
  ctx.arc(x, y + h * 0.43, h * 0.025, 0, Math.PI * 2);
  ctx.fill();
}

export function person(ctx: Ctx, x: number, y: number, colour: string): void {
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.arc(x, y - 38, 24, 0, Math.PI * 2);
  ctx.fill();
  ctx.beginPath();
  ctx.ellipse(x, y + 30, 46, 42, 0, Math.PI, 0);
  ctx.fill();
}

export function check(ctx: Ctx, x: number, y: number, size: number, progress: number, colour: string): void {
  if (progress <= 0) return;
  const points: [number, number][] = [
    [x - size * 0.45, y],
    [x - size * 0.12, y + size * 0.32],
    [x + size * 0.48, y - size * 0.35],
  ];
  ctx.strokeStyle = colour;
  ctx.lineWidth = size * 0.16;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.beginPath();
  const [first, knee, last] = points as [[number, number], [number, number], [number, number]];
  ctx.moveTo(first[0], first[1]);
  const firstLeg = Math.min(1, progress * 2);
  ctx.lineTo(first[0] + (knee[0] - first[0]) * firstLeg, first[1] + (knee[1] - first[1]) * firstLeg);
  if (progress > 0.5) {
    const second = (progress - 0.5) * 2;
    ctx.lineTo(knee[0] + (last[0] - knee[0]) * second, knee[1] + (last[1] - knee[1]) * second);
  }
  ctx.stroke();
}

/** A round badge with a check, popping in with p. */
export function badge(ctx: Ctx, x: number, y: number, r: number, p: number): void {
  if (p <= 0) return;
  const s = r * (p < 0.6 ? p / 0.5 : 1.2 - (p - 0.6) * 0.5);
  ctx.fillStyle = C.brand;
  ctx.beginPath();
  ctx.arc(x, y, s, 0, Math.PI * 2);
  ctx.fill();
  check(ctx, x, y, s * 1.1, phase(p, 0.3, 1), C.card);
}

/** A price tag with a euro sign (a symbol, the same in every language). */
export function tag(ctx: Ctx, x: number, y: number, scale: number, colour: string): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(scale, scale);
  ctx.fillStyle = colour;
  ctx.beginPath();
  ctx.moveTo(-50, -28);
  ctx.lineTo(30, -28);
  ctx.lineTo(56, 0);
  ctx.lineTo(30, 28);
  ctx.lineTo(-50, 28);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = C.card;
  ctx.beginPath();
  ctx.arc(34, 0, 6, 0, Math.PI * 2);
  ctx.fill();
  ctx.font = 'bold 40px sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText('€', -12, 2);
  ctx.restore();
}

export function shield(ctx: Ctx, x: number, y: number, size: number, fill: string): void {
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.moveTo(x, y - size);
  ctx.quadraticCurveTo(x + size * 0.45, y - size * 0.72, x + size * 0.85, y - size * 0.75);
  ctx.quadraticCurveTo(x + size * 0.9, y + size * 0.45, x, y + size);
  ctx.quadraticCurveTo(x - size * 0.9, y + size * 0.45, x - size * 0.85, y - size * 0.75);
  ctx.quadraticCurveTo(x - size * 0.45, y - size * 0.72, x, y - size);
  ctx.fill();
}

export function coin(ctx: Ctx, x: number, y: number): void {
  ctx.fillStyle = C.accent;
  ctx.beginPath();
  ctx.arc(x, y, 22, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = C.card;
  ctx.font = 'bold 26px sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText('€', x, y + 1);
}

export function parcel(ctx: Ctx, x: number, y: number, size: number): void {
  ctx.fillStyle = '#b7791f';
  ctx.fillRect(x - size / 2, y - size / 2, size, size * 0.85);
  ctx.fillStyle = '#8a5a14';
  ctx.fillRect(x - size * 0.08, y - size / 2, size * 0.16, size * 0.85);
}

export function star(ctx: Ctx, x: number, y: number, r: number, fill: number): void {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.45;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    ctx.lineTo(x + Math.cos(angle) * radius, y + Math.sin(angle) * radius);
  }
  ctx.closePath();
  ctx.fillStyle = fill > 0 ? C.star : C.line;
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(1 + fill * 0.15 * (1 - fill) * 4, 1 + fill * 0.15 * (1 - fill) * 4);
  ctx.translate(-x, -y);
  ctx.fill();
  ctx.restore();
}

/** 1: the seller photographs the phone; the photo becomes the ad's card. */
export function scenePhoto(ctx: Ctx, t: number): void {
  background(ctx);
  const cardIn = phase(t, 2.4, 3.4);
  // The phone for sale, and the camera phone coming in from the right; both make way for the
  // card by sliding down (no fades: a codec spends its bytes on blended frames).
  const away = cardIn * 320;
  phone(ctx, 220, 190 + away, 180, C.brand);
  const cx = 640 - phase(t, 0.2, 1.3) * 200;
  phone(ctx, cx, 180 + away, 220, C.bg);
  // Its viewfinder shows the phone in small.
  phone(ctx, cx, 170 + away, 100, C.brand);
  // The flash.
  const flash = t > 1.7 ? Math.max(0, 1 - (t - 1.7) / 0.5) : 0;
  if (flash > 0) {
    ctx.fillStyle = `rgba(255,255,255,${flash})`;
    ctx.fillRect(0, 0, 640, 360);
  }
  if (cardIn > 0) {
    // The ad's card: the photo, two lines standing for title and price.
    ctx.save();
    ctx.translate(320, 180);
    ctx.scale(cardIn, cardIn);
    ctx.fillStyle = C.card;
    ctx.strokeStyle = C.line;
    ctx.lineWidth = 2;
    ctx.beginPath();
    ctx.roundRect(-110, -140, 220, 280, 14);
    ctx.fill();
    ctx.stroke();
    ctx.fillStyle = C.brandSoft;
    ctx.fillRect(-95, -125, 190, 160);
    phone(ctx, 0, -45, 130, C.brand);
    ctx.fillStyle = C.muted;
    ctx.fillRect(-95, 52, 150, 14);
    ctx.fillStyle = C.accent;
    ctx.fillRect(-95, 80, 80, 18);
    ctx.restore();
  }
  badge(ctx, 420, 90, 30, phase(t, 3.5, 4.2));
}

/** 2: the buyer proposes a price, the seller answers, they agree. */
export function sceneProposal(ctx: Ctx, t: number): void {
  background(ctx);
  person(ctx, 100, 260, C.muted);
  person(ctx, 540, 260, C.brandDark);
  phone(ctx, 150, 250, 70, C.brandSoft);
  phone(ctx, 490, 250, 70, C.brandSoft);
  const there = phase(t, 0.3, 1.5);
  const back = phase(t, 1.9, 3.1);
  const x = t < 1.9 ? 180 + there * 280 : 460 - back * 280;
  const y = 150 - Math.sin((t < 1.9 ? there : back) * Math.PI) * 50;
  tag(ctx, x, y, t < 1.9 ? 0.9 : 1.05, t < 1.9 ? C.accent : C.brand);
  badge(ctx, 320, 110, 38, phase(t, 3.3, 4.1));
}

/** 3: the payment goes to the buyer protection and reaches the seller once all is well. */
export function scenePayment(ctx: Ctx, t: number): void {
  background(ctx);
  person(ctx, 90, 260, C.muted);
  person(ctx, 550, 260, C.brandDark);
  const pulse = 1 + Math.sin(phase(t, 1.4, 2.2) * Math.PI) * 0.08;
  shield(ctx, 320, 170, 95 * pulse, C.brand);
  check(ctx, 320, 165, 80, phase(t, 1.5, 2.3), C.card);
  const toShield = phase(t, 0.2, 1.3);
  const toSeller = phase(t, 2.9, 4.0);
  if (t < 1.35) coin(ctx, 140 + toShield * 180, 200 - Math.sin(toShield * Math.PI) * 70);
  else if (t > 2.8) coin(ctx, 320 + toSeller * 180, 200 - Math.sin(toSeller * Math.PI) * 70);
  // The seller's nod: a small check once the money has arrived.
  badge(ctx, 590, 170, 22, phase(t, 4.0, 4.6));
}

/** 4: the parcel travels to the buyer, who gives five stars. */
export function sceneShipping(ctx: Ctx, t: number): void {
  background(ctx);
  // The road and the buyer's house.
  ctx.strokeStyle = C.muted;
  ctx.lineWidth = 4;
  ctx.setLineDash([18, 14]);
  ctx.beginPath();
  ctx.moveTo(40, 300);
  ctx.lineTo(600, 300);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.fillStyle = C.brandDark;
  ctx.beginPath();
  ctx.moveTo(470, 200);
  ctx.lineTo(540, 145);
  ctx.lineTo(610, 200);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = C.brand;
  ctx.fillRect(482, 200, 116, 90);
  ctx.fillStyle = C.brandSoft;
  ctx.fillRect(525, 235, 30, 55);
  const travel = phase(t, 0.2, 2.2);
  const bounce = Math.abs(Math.sin(t * 9)) * 6 * (travel < 1 ? 1 : 0);
  parcel(ctx, 80 + travel * 360, 262 - bounce, 60);
  for (let i = 0; i < 5; i++) star(ctx, 200 + i * 60, 90, 24, phase(t, 2.6 + i * 0.3, 2.9 + i * 0.3));
}

/** The clips in their order on the page (public/video/product-1.webm ... product-4.webm). */
export const SCENES = [scenePhoto, sceneProposal, scenePayment, sceneShipping];

/** The helpers every scene draws with, sent into the page before the scenes. */
export const HELPERS = [phase, background, phone, person, check, badge, tag, shield, coin, parcel, star];

/** The moment of each clip its poster shows (the step's result is on screen). */
export const POSTER_AT = [4.6, 4.5, 4.7, 4.7];
