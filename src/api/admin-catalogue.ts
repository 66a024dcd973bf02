// The console's catalogue calls (issue 18, src/core/admin-catalogue.ts): new models and colours.
import type { ColorCreate, ModelCreate } from '../core/admin-catalogue.ts';
import { ColorTermSchema, ModelTermSchema, type ColorTerm, type ModelTerm } from '../core/catalogue.ts';
import { ADMIN } from './admin.ts';
import { apiCall } from './client.ts';

export async function addModel(model: ModelCreate, idempotencyKey: string): Promise<ModelTerm> {
  const { data } = await apiCall(`${ADMIN}/catalogue/models`, ModelTermSchema, {
    method: 'POST',
    body: model,
    auth: true,
    idempotencyKey,
  });
  return data;
}

export async function addColor(color: ColorCreate, idempotencyKey: string): Promise<ColorTerm> {
  const { data } = await apiCall(`${ADMIN}/catalogue/colors`, ColorTermSchema, {
    method: 'POST',
    body: color,
    auth: true,
    idempotencyKey,
  });
  return data;
}
