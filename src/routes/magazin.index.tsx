import { createFileRoute } from '@tanstack/react-router';
import { MagazineListScreen } from '../features/content/magazine-screens.tsx';
import { postsQueryOptions } from '../features/content/posts.ts';
import { loadMessageArea, localeShown } from '../i18n/messages.ts';
import { leftToScreen } from '../route-context.ts';

export const Route = createFileRoute('/magazin/')({
  // Public and kept on the device: started, not awaited, so offline the device's copy shows at once.
  // The screen's words are in the message area 'content' (src/i18n/areas.ts).
  loader: ({ context: { queryClient } }) => {
    void queryClient.ensureQueryData(postsQueryOptions(localeShown())).catch(leftToScreen);
    return loadMessageArea('content');
  },
  component: MagazineListScreen,
});
