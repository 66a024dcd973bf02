// The header's controls for someone logged in: the bell and the profile menu (spec 2.2).
import { NotificationBell } from '../notifications/bell.tsx';
import { UserMenu } from './user-menu.tsx';

export default function AccountControls() {
  return (
    <>
      <NotificationBell />
      <UserMenu />
    </>
  );
}
