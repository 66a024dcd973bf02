// Dashboard profile (spec 2.3): name and picture, billing and shipping address. Success shows
// alerts.profile.update; bad input stays in the form with its errors and changes nothing.
import { useIntl } from 'react-intl';
import { FormattedMessage } from 'react-intl';
import { Loading } from '../../ui/states.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { AddressForms } from './address-forms.tsx';
import { AvatarPicker } from './avatar-picker.tsx';
import { NameForm } from './name-form.tsx';
import { useSession } from '../../session/session-store.ts';

export function ProfileScreen() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'title.profile' }));
  const { user } = useSession();
  return (
    <section className="dashboard-section" aria-labelledby="profile-title">
      <h1 id="profile-title">
        <FormattedMessage id="title.profile" />
      </h1>
      {user ? (
        <>
          <div className="panel">
            <AvatarPicker user={user} />
            <NameForm user={user} />
          </div>
          <AddressForms key={user.id} user={user} />
        </>
      ) : (
        <Loading />
      )}
    </section>
  );
}
