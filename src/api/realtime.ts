// The realtime token (spec 4: the realtime sign-in): a new one when the connection refused the
// one kept from the login (it lives five minutes). POST /wc/v3/customers/me/firebase_auth.
import * as v from 'valibot';
import { apiCall } from './client.ts';

const RealtimeTokenSchema = v.object({ token: v.pipe(v.string(), v.minLength(1)), expires_in: v.number() });

export async function fetchRealtimeToken(): Promise<string> {
  const { data } = await apiCall('/wc/v3/customers/me/firebase_auth', RealtimeTokenSchema, {
    method: 'POST',
    auth: true,
  });
  return data.token;
}
