import { createFileRoute } from '@tanstack/react-router';
import { prefetchAttributes } from '../features/catalogue/attributes.ts';
import { CatalogueScreen } from '../features/admin/catalogue/catalogue-screen.tsx';

// New models and colours for the attribute catalogue (issue 18). The catalogue is public and kept
// on the device: started, not awaited, so offline the device's copy shows at once.
export const Route = createFileRoute('/admin/catalogue')({
  loader: () => prefetchAttributes(),
  component: CatalogueScreen,
});
