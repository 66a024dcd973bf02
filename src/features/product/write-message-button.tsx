// "Nachricht schreiben" on someone else's ad (issue 16): opens (or finds) the chat with the seller
// and goes there. Logged out, the login modal opens, as for every other action on the ad, and the
// chat opens once the login succeeded.
import { useNavigate } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import { isLoggedIn, useSession } from '../../session/session-store.ts';
import { hasStoredToken } from '../../session/token.ts';
import { FailureText } from '../../ui/failure-text.tsx';
import type { ErrorTexts } from '../../ui/failure-message.ts';
import { openAuthModal } from '../account/auth-modal-store.ts';
import { openChatAfterLogin, useOpenChat } from '../chat/open-chat.ts';

const OPEN_TEXTS: ErrorTexts = { codes: { too_many_requests: 'adPage.chatTooMany' } };

export function WriteMessageButton({ productId }: { productId: number }) {
  const session = useSession();
  const navigate = useNavigate();
  const open = useOpenChat();
  const go = (chatId: string) => void navigate({ to: '/dashboard/messages/$chatId', params: { chatId } });
  return (
    <>
      <button
        type="button"
        className="button button--secondary"
        data-testid="write-message"
        disabled={open.isPending}
        onClick={() => {
          // A stored token the starting session has not taken up yet is a login too.
          if (isLoggedIn(session) || hasStoredToken()) {
            open.mutate(productId, { onSuccess: (chat) => go(chat.id) });
            return;
          }
          // After the login: the chat, unless the ad is the new user's own (then nothing to open).
          const afterLogin = () =>
            void openChatAfterLogin(productId).then(
              (chat) => go(chat.id),
              () => undefined,
            );
          openAuthModal({ view: 'login', afterLogin });
        }}
      >
        <FormattedMessage id="adPage.writeMessage" />
      </button>
      <FailureText error={open.error} texts={OPEN_TEXTS} className="form__failure product__chat-failure" />
    </>
  );
}
