// The console's settings and figures calls (issue 18, src/core/admin-settings.ts, admin-figures.ts).
import { FiguresSchema, type FigurePeriod, type Figures } from '../core/admin-figures.ts';
import { AdminSettingsSchema, type AdminSettings, type SettingsUpdate } from '../core/admin-settings.ts';
import { ADMIN } from './admin.ts';
import { apiCall } from './client.ts';

export async function fetchAdminSettings(signal?: AbortSignal): Promise<AdminSettings> {
  return (await apiCall(`${ADMIN}/settings`, AdminSettingsSchema, { auth: true, signal })).data;
}

export async function saveAdminSettings(
  change: SettingsUpdate,
  idempotencyKey: string,
): Promise<AdminSettings> {
  const { data } = await apiCall(`${ADMIN}/settings`, AdminSettingsSchema, {
    method: 'PUT',
    body: change,
    auth: true,
    idempotencyKey,
  });
  return data;
}

export async function fetchFigures(period: FigurePeriod, signal?: AbortSignal): Promise<Figures> {
  const query = new URLSearchParams({ period });
  return (await apiCall(`${ADMIN}/figures`, FiguresSchema, { auth: true, signal, query })).data;
}
