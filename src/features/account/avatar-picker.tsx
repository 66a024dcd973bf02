// The profile picture: pick a PNG or JPEG, the server crops it to a square and strips metadata.
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Customer } from '../../core/account.ts';
import { showAlert } from '../../ui/alerts.tsx';
import { Icon } from '../../ui/icons.tsx';
import { useChangeAvatar } from './customers.ts';

export function AvatarPicker({ user }: { user: Customer }) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const upload = useChangeAvatar();
  const busy = upload.isPending;
  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!['image/png', 'image/jpeg'].includes(file.type)) {
      showAlert('error', 'profile.avatarInvalid');
      return;
    }
    upload.mutate(file, {
      onSuccess: () => showAlert('success', 'alerts.profile.update'),
      onError: () => showAlert('error', 'profile.avatarInvalid'),
      onSettled: () => {
        if (input.current) input.current.value = '';
      },
    });
  };
  return (
    <div className="avatar-picker">
      {user.avatar_url ? (
        <img
          className="avatar-picker__image"
          src={user.avatar_url}
          alt={intl.formatMessage({ id: 'profile.avatar' })}
          width={96}
          height={96}
        />
      ) : (
        <span className="avatar-picker__image avatar-picker__image--empty" aria-hidden="true">
          <Icon name="user" width={40} height={40} />
        </span>
      )}
      <label className="button button--secondary button--small">
        <FormattedMessage id={busy ? 'profile.avatarBusy' : 'profile.avatarChange'} />
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg"
          className="visually-hidden"
          disabled={busy}
          onChange={(e) => pick(e.target.files?.[0])}
        />
      </label>
    </div>
  );
}
