import { createFileRoute } from '@tanstack/react-router';
import { ChatScreen } from '../features/chat/chat-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';

// One chat (issue 16); the id is checked by the server (403 for anyone but its two members). The
// screen asks for the chat and its messages itself: a prefetch here would put the chat's code
// into the route table, which is part of the first screen.
export const Route = createFileRoute('/dashboard/messages/$chatId')({
  loader: () => loadMessageArea('chat'),
  component: function Chat() {
    const { chatId } = Route.useParams();
    return <ChatScreen key={chatId} chatId={chatId} />;
  },
});
