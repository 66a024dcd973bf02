// A seller's own ads, set up through the API the app uses (with the seller's token): a photo
// upload and an ad, the owner's reads and the demo sellers (their password is in the README).
import { expect, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';

export const DEMO_PASSWORD = 'handymarkt-demo';
export const DEMO_SELLERS = [
  ['lena', 'Lena'],
  ['jonas', 'Jonas'],
  ['sophie', 'Sophie'],
  ['tobias', 'Tobias'],
  ['anna', 'Anna'],
  ['felix', 'Felix'],
  ['marie', 'Marie'],
  ['lukas', 'Lukas'],
].map(([name, firstName]) => ({
  email: `${name}@demo.handymarkt.de`,
  password: DEMO_PASSWORD,
  firstName: firstName as string,
}));

export interface OwnAd {
  id: number;
  slug: string;
  name: string;
  status: string;
  stock_status: string;
  moved_to_top_at: string | null;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post('/wp-json/jwt-auth/v1/token', { data: { username: email, password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

interface Term {
  id: number;
  slug: string;
}
interface Catalogue {
  systems: Term[];
  brands: (Term & { system_id: number })[];
  models: (Term & { tax_id: number })[];
  storage: Term[];
  colors: Term[];
  condition: Term[];
  age: Term[];
}

/** A photo the server takes: a 640x640 JPEG of one colour. */
async function photo(): Promise<Buffer> {
  return sharp({
    create: { width: 640, height: 640, channels: 3, background: { r: 30, g: 120, b: 110 } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Creates a live ad (one photo) as the token's user and answers it. */
export async function createAd(request: APIRequestContext, token: string, price = '199'): Promise<OwnAd> {
  const upload = await request.post('/wp-json/wp/v2/media', {
    headers: bearer(token),
    multipart: { file: { name: 'phone.jpg', mimeType: 'image/jpeg', buffer: await photo() } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const media = (await upload.json()) as { id: number };

  const catalogue = (await (await request.get('/wp-json/wc/v3/products/attributes')).json()) as Catalogue;
  const model = catalogue.models.find((m) => catalogue.brands.some((b) => b.id === m.tax_id));
  const brand = catalogue.brands.find((b) => b.id === model?.tax_id);
  const first = (terms: Term[]) => terms[0]?.id;
  const condition = catalogue.condition.find((c) => c.slug !== 'defekt');
  if (!model || !brand || !condition) throw new Error('the catalogue has no model of a brand');
  const single: [string, number | undefined][] = [
    ['pa_system', brand.system_id],
    ['pa_brand', brand.id],
    ['pa_model', model.id],
    ['pa_storage', first(catalogue.storage)],
    ['pa_color', first(catalogue.colors)],
    ['pa_condition', condition.id],
    ['pa_age', first(catalogue.age)],
  ];
  const res = await request.post('/wp-json/wc/v3/products', {
    headers: bearer(token),
    data: {
      regular_price: price,
      description: 'Ein Testhandy aus dem End-to-End-Test.',
      attributes: single.map(([taxonomy, id]) => ({ taxonomy, term_ids: [id] })),
      images: [{ id: media.id }],
      activation_lock_removed: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as OwnAd;
}

/** The token's user's ads in these statuses (the owner's read of My ads). */
export async function ownAds(
  request: APIRequestContext,
  token: string,
  status: string,
  extra: Record<string, string> = {},
): Promise<OwnAd[]> {
  const res = await request.get('/wp-json/wc/v3/products', {
    headers: bearer(token),
    params: { vendor: 'me', status, per_page: 100, ...extra },
  });
  expect(res.ok(), `GET own ads answered ${res.status()}`).toBe(true);
  return (await res.json()) as OwnAd[];
}

/** The ad as its owner reads it now, whatever its status; undefined when it is gone. */
export async function ownAd(request: APIRequestContext, token: string, slug: string) {
  return (await ownAds(request, token, 'publish,private,expired,pending,rejected,trash', { slug }))[0];
}

export async function moveToTop(request: APIRequestContext, token: string, id: number) {
  return request.post(`/wp-json/wc/v3/products/${id}/move_to_top`, { headers: bearer(token) });
}

/** A demo seller with an expired ad (the demo marketplace gives each seller one), and that ad. */
export async function demoSellerWithExpiredAd(request: APIRequestContext) {
  for (const seller of DEMO_SELLERS) {
    const token = await apiToken(request, seller.email, seller.password);
    const [ad] = await ownAds(request, token, 'expired', { stock_status: 'instock' });
    if (ad) return { seller, token, ad };
  }
  throw new Error('no demo seller has an expired ad left (the demo marketplace gives each one)');
}
