// The console's catalogue additions (issue 18, src/core/admin-catalogue.ts). After an addition the
// attribute catalogue is read again past the browser's HTTP copy (kept 5 minutes), so this
// browser's ad form and filters offer the new term on the next screen and after a reload.
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { addColor, addModel } from '../../../api/admin-catalogue.ts';
import { fetchAttributes } from '../../../api/catalogue.ts';
import { keyPerRequest } from '../../../api/idempotency.ts';
import type { ColorCreate, ModelCreate } from '../../../core/admin-catalogue.ts';
import { queryClient } from '../../../local/query-client.ts';
import { attributeKeys } from '../../catalogue/attributes.ts';

async function renewAttributes(): Promise<void> {
  const fresh = await fetchAttributes(undefined, 'reload').catch(() => undefined);
  if (fresh) queryClient.setQueryData(attributeKeys.all, fresh);
  else await queryClient.invalidateQueries({ queryKey: attributeKeys.all });
}

export function useAddModel() {
  const [keyFor] = useState(keyPerRequest);
  return useMutation(
    {
      mutationFn: (model: ModelCreate) => addModel(model, keyFor(JSON.stringify(model))),
      onSuccess: renewAttributes,
    },
    queryClient,
  );
}

export function useAddColor() {
  const [keyFor] = useState(keyPerRequest);
  return useMutation(
    {
      mutationFn: (color: ColorCreate) => addColor(color, keyFor(JSON.stringify(color))),
      onSuccess: renewAttributes,
    },
    queryClient,
  );
}
