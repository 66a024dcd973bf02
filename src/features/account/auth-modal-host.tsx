// Shows the open account modal (login, register, forgot_password) over whatever page is open,
// and after a login goes on to the named route of `redirect` (spec 4).
import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { Modal } from '../../ui/modal.tsx';
import { closeAuthModal, openAuthModal, useAuthModal, type AuthView } from './auth-modal-store.ts';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { LoginForm } from './login-form.tsx';
import { namedRoutePath } from './named-route-path.ts';
import { RegisterForm } from './register-form.tsx';

const TITLES = { login: 'login.title', register: 'register.title', forgot_password: 'forgot.title' } as const;

export function AuthModalHost() {
  const intl = useIntl();
  const navigate = useNavigate();
  const modal = useAuthModal();
  if (!modal.view) return null;
  const switchTo = (view: AuthView) =>
    openAuthModal({ ...modal, view, notice: undefined, pending: undefined });
  const loggedIn = () => {
    const target = namedRoutePath(modal.redirect, modal.orderId, modal.chatId);
    modal.afterLogin?.();
    closeAuthModal();
    if (target) void navigate({ to: target });
  };
  return (
    <Modal title={intl.formatMessage({ id: TITLES[modal.view] })} onClose={closeAuthModal}>
      {modal.view === 'login' && (
        <LoginForm
          onDone={loggedIn}
          onSwitch={switchTo}
          notice={modal.notice === 'social_error' ? 'login.socialError' : undefined}
          pending={modal.pending}
        />
      )}
      {modal.view === 'register' && <RegisterForm onDone={loggedIn} onSwitch={switchTo} />}
      {modal.view === 'forgot_password' && <ForgotPasswordForm onLogin={() => switchTo('login')} />}
    </Modal>
  );
}
