import { createFileRoute } from '@tanstack/react-router';
import { prefetchChat } from '../features/chat/chats.ts';
import { ChatScreen } from '../features/chat/chat-screen.tsx';
import { loadMessageArea } from '../i18n/messages.ts';

// One chat (issue 16); the id is checked by the server (403 for anyone but its two members). The
// loader (in the screen's chunk, vite.config.ts) starts the chat and its newest messages without awaiting
// them: offline both show the device's copy at once, where an awaited fetch would hold the screen
// until the network gave up.
export const Route = createFileRoute('/dashboard/messages/$chatId')({
  loader: ({ params }) => {
    prefetchChat(params.chatId);
    return loadMessageArea('chat');
  },
  component: function Chat() {
    const { chatId } = Route.useParams();
    return <ChatScreen key={chatId} chatId={chatId} />;
  },
});
