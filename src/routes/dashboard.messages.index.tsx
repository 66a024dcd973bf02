import { createFileRoute } from '@tanstack/react-router';
import { ChatListScreen } from '../features/chat/chat-list-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';

// The user's chats (issue 16): the chat's messages are a lazy area (src/i18n/areas.ts).
export const Route = createFileRoute('/dashboard/messages/')({
  loader: () => loadMessageArea('chat'),
  component: ChatListScreen,
});
