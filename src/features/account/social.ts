// The social login providers resource (GET /social/providers) and where a social login starts.
import { useEffect, useState } from 'react';
import { fetchSocialProviders, socialStartUrl } from '../../api/account.ts';

export { socialStartUrl };

/** The providers the server has configured; none while loading or when it cannot be asked. */
export function useSocialProviders(): { id: string; name: string }[] {
  const [providers, setProviders] = useState<{ id: string; name: string }[]>([]);
  useEffect(() => {
    fetchSocialProviders().then(setProviders, () => setProviders([]));
  }, []);
  return providers;
}
