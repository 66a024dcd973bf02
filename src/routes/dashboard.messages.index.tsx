import { createFileRoute } from '@tanstack/react-router';
import { chatListQueryOptions } from '../features/chat/chats.ts';
import { ChatListScreen } from '../features/chat/chat-list-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';

// The user's chats (issue 16): the chat's messages are a lazy area (src/i18n/areas.ts).
export const Route = createFileRoute('/dashboard/messages/')({
  loader: ({ context: { queryClient, privateOwner } }) => {
    const owner = privateOwner();
    // Started, not awaited: offline the list shows the device's copy (chat-queries.ts) at once,
    // where an awaited fetch would hold the screen until the network gave up.
    if (owner) void queryClient.prefetchInfiniteQuery(chatListQueryOptions(owner));
    return loadMessageArea('chat');
  },
  component: ChatListScreen,
});
