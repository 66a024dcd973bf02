// GET /hm/v1/products/live-models: which models have live ads (the home model filter's older
// models). Its own module so the home list's first chunk does not carry it: loaded on demand.
import { LiveModelsSchema } from '../core/catalogue.ts';
import { apiCall } from './client.ts';

export async function fetchLiveModels(signal?: AbortSignal): Promise<number[]> {
  return (await apiCall('/hm/v1/products/live-models', LiveModelsSchema, { signal })).data.model_ids;
}
