// /hm/v1/id-documents (issue 17, src/core/id-documents.ts): the holder's upload of front and back,
// their state, reading an image (holder or reviewer), withdrawing, and a reviewer's decision.
// Every call needs a signed-in user before its body is read; the upload's body is capped in
// app.ts (two images of ID_IMAGE_MAX_BYTES).
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { IdStringSchema } from '../../src/core/boundaries.ts';
import { ID_IMAGE_MAX_BYTES, ID_SIDES, IdDecisionSchema, type IdSide } from '../../src/core/id-documents.ts';
import type { RouteDeps } from '../deps.ts';
import { ApiError, parseInput } from '../lib/api-error.ts';
import { type AuthEnv, userOf } from '../lib/auth.ts';
import { readJson } from '../lib/body.ts';
import type { IdUpload } from '../services/id-documents.ts';
import { keyPolicy } from '../lib/key-policy.ts';

const IdParamSchema = v.object({ id: IdStringSchema });
const ImageParamSchema = v.object({
  id: IdStringSchema,
  side: v.picklist(ID_SIDES, 'must be front or back'),
});

/** Room for the multipart boundaries and part headers around the two images. */
const FORM_SLACK_BYTES = 64 * 1024;
/** The upload's body cap (app.ts): both images at their largest, with the form around them. */
export const ID_UPLOAD_MAX_BYTES = 2 * ID_IMAGE_MAX_BYTES + FORM_SLACK_BYTES;

const invalidForm = () =>
  new ApiError(400, 'hm_id_image_invalid', 'Send the front and the back as multipart files.');

/** The two files of the multipart form; each over ID_IMAGE_MAX_BYTES is refused. */
async function readSides(c: Context): Promise<IdUpload> {
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch (error) {
    if (error instanceof ApiError) throw error; // the cap's 413
    throw invalidForm();
  }
  const side = async (name: IdSide): Promise<Uint8Array | undefined> => {
    const file = form[name];
    if (!(file instanceof File)) return undefined;
    if (file.size > ID_IMAGE_MAX_BYTES) {
      throw new ApiError(400, 'hm_id_image_invalid', `The ${name} is larger than 10 MB.`, { side: name });
    }
    return new Uint8Array(await file.arrayBuffer());
  };
  return { front: await side('front'), back: await side('back') };
}

export function idDocumentRoutes({ idDocuments }: RouteDeps) {
  const app = new Hono<AuthEnv>();

  app.post('/', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    return c.json(await idDocuments.upload(user, () => readSides(c)), 201);
  });

  app.get('/me', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    return c.json(await idDocuments.state(user));
  });

  app.get('/:id/:side', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const { id, side } = parseInput(ImageParamSchema, c.req.param());
    const bytes = await idDocuments.image(user, id, side);
    // Never kept by a browser or a proxy: the holder's ID is on it.
    c.header('cache-control', 'no-store, private');
    c.header('content-type', 'image/jpeg');
    c.header('content-disposition', 'inline');
    return c.body(new Uint8Array(bytes));
  });

  app.delete('/:id', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const { id } = parseInput(IdParamSchema, { id: c.req.param('id') });
    return c.json(await idDocuments.withdraw(user, id));
  });

  app.post('/:id/decision', keyPolicy('none'), async (c) => {
    const user = await userOf(c);
    const { id } = parseInput(IdParamSchema, { id: c.req.param('id') });
    const decision = parseInput(IdDecisionSchema, await readJson(c));
    return c.json(await idDocuments.decide(user, id, decision));
  });

  return app;
}
