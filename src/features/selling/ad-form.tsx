// The ad form (spec 2.3 ad submit and edit): photos first, then the phone, what comes with it,
// price and description, the device facts and an optional location. Every rule is adProblems
// (src/core/ad-form.ts); a try to publish with problems says "Bitte alle Pflichtfelder
// ausfüllen" and marks each field. Publishing goes through the outbox (publish-queue.ts).
import { useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { AttributeCatalogue } from '../../core/catalogue.ts';
import { AdFormAccessories, AdFormFacts, AdFormOffer } from './ad-form-details.tsx';
import { AdFormDevice } from './ad-form-device.tsx';
import { lockedFields } from './ad-form-lock.ts';
import { FieldProblem } from './ad-form-fields.tsx';
import { AdFormLocation } from './ad-form-location.tsx';
import type { AdFormState } from './ad-form-state.ts';
import { AdFormStatus } from './ad-form-status.tsx';
import { PhotoPicker } from './photos/photo-picker.tsx';

export function AdForm({
  state,
  catalogue,
  edit = false,
  reserved = false,
}: {
  state: AdFormState;
  catalogue: AttributeCatalogue;
  edit?: boolean;
  /** The own ad is reserved for a paying buyer: what they accepted stays as it is. */
  reserved?: boolean;
}) {
  const intl = useIntl();
  const summary = useRef<HTMLParagraphElement>(null);
  const queued = state.draft.state === 'queued';
  const locked = lockedFields({ queued, reserved });
  const { problems } = state;
  const showSummary = state.incomplete;

  const submit = async () => {
    const sent = await state.submit();
    if (!sent) {
      // The message first, then the first marked field, so the seller sees what is missing.
      requestAnimationFrame(() => {
        summary.current?.scrollIntoView({ block: 'center' });
        const first = document.querySelector<HTMLElement>('.ad-form [aria-invalid="true"]');
        first?.focus({ preventScroll: true });
      });
    }
  };

  return (
    <form
      className="ad-form"
      noValidate
      aria-label={intl.formatMessage({ id: edit ? 'title.edit' : 'selling.title' })}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {showSummary && (
        <p ref={summary} className="form__failure" role="alert" data-testid="ad-form-problems">
          <FormattedMessage id="selling.mandatory" />
        </p>
      )}
      {state.photosBusy && (
        <p className="notice" role="status">
          <FormattedMessage id="selling.photosBusy" />
        </p>
      )}
      <AdFormStatus draft={state.draft} quota={state.quota} />
      {reserved && (
        <p className="notice ad-form__reserved" data-testid="ad-form-reserved">
          <FormattedMessage id="selling.reserved.note" />
        </p>
      )}
      <fieldset className="ad-form__section" disabled={locked.has('images')}>
        <legend>
          <FormattedMessage id="selling.section.photos" />
        </legend>
        <PhotoPicker photos={state.photos} onChange={state.setPhotos} />
        <FieldProblem field="images" problem={problems.images} />
      </fieldset>
      <AdFormDevice state={state} catalogue={catalogue} problems={problems} locked={locked} />
      <AdFormAccessories state={state} catalogue={catalogue} problems={problems} locked={locked} />
      <AdFormOffer state={state} problems={problems} locked={locked} />
      <AdFormFacts state={state} problems={problems} locked={locked} />
      <AdFormLocation state={state} problems={problems} disabled={locked.has('location')} />
      <div className="ad-form__actions">
        <button type="submit" className="button button--primary" disabled={queued}>
          <FormattedMessage id={edit ? 'selling.saveChanges' : 'selling.publish'} />
        </button>
      </div>
    </form>
  );
}
