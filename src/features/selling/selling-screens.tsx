// The publish screen (/publish/new, spec 2.3 ad submit) and the edit screen
// (/product/{slug}/edit). Both need a login (a visitor gets the login modal and comes back here);
// both show the ad form on a draft kept in IndexedDB, so nothing typed is ever lost.
import { Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { adWriteToForm, type AdFormValues } from '../../core/ad-form.ts';
import type { Product } from '../../core/products.ts';
import { isLoggedIn, useSession, type SessionState } from '../../session/session-store.ts';
import { hasStoredToken } from '../../session/token.ts';
import { EmptyState, Loading } from '../../ui/states.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { openAuthModal } from '../account/auth-modal-store.ts';
import { useAttributes } from '../catalogue/attributes.ts';
import { AdForm } from './ad-form.tsx';
import { useAdForm } from './ad-form-state.ts';
import { createDraft, useDrafts } from './drafts.ts';
import { useAdReserved } from './ad-reservation.ts';
import { useMyAd } from './my-ads.ts';
import type { DraftPhoto } from './photos/draft-photo.ts';
import { ProductSubmittedModal } from './product-submitted-modal.tsx';
import type { Published } from './publish-queue.ts';
import { usePublishDraft } from './publish-state.ts';

/** Signed in, or a stored token whose session is still starting (no login modal for them). */
export const mayBeSignedIn = (session: SessionState) => isLoggedIn(session) || hasStoredToken();

/** Shown to a visitor on the selling screens (also the share target's), with the login modal. */
export function LoginRequired() {
  useEffect(() => openAuthModal({ view: 'login' }), []);
  return (
    <EmptyState title={<FormattedMessage id="selling.loginRequired" />}>
      <button
        type="button"
        className="button button--primary"
        onClick={() => openAuthModal({ view: 'login' })}
      >
        <FormattedMessage id="nav.login" />
      </button>
    </EmptyState>
  );
}

/** The form on one draft; once it went through, the product_submited modal. */
function DraftForm({
  draftId,
  edit,
  afterPublish,
}: {
  draftId: string;
  edit: boolean;
  afterPublish?: ((published: Published) => ReactNode) | undefined;
}) {
  const navigate = useNavigate();
  const { data: catalogue } = useAttributes();
  const { draft, published, publish } = usePublishDraft(draftId);
  const state = useAdForm(draftId, draft, catalogue, publish);
  const reserved = useAdReserved(edit ? draft?.productId : undefined);
  if (published && afterPublish) return afterPublish(published);
  if (published) {
    return (
      <ProductSubmittedModal
        published={published}
        onClose={() => void navigate({ to: '/dashboard/products' })}
      />
    );
  }
  if (state === null) {
    return (
      <EmptyState title={<FormattedMessage id="selling.draft.missing" />}>
        <Link to="/publish/new" search={{}} className="button button--primary">
          <FormattedMessage id="selling.draft.startNew" />
        </Link>
      </EmptyState>
    );
  }
  if (!state || !catalogue) return <Loading />;
  return <AdForm state={state} catalogue={catalogue} edit={edit} reserved={reserved} />;
}

/**
 * `intro` is shown above the form and `afterPublish` instead of the product_submited modal: the
 * external listing flow's claim (src/routes/publish_.new.tsx) completes an ad this way.
 */
export function PublishNewScreen({
  draftId,
  intro,
  afterPublish,
}: {
  draftId: string | undefined;
  intro?: ReactNode;
  afterPublish?: (published: Published) => ReactNode;
}) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'selling.title' }));
  const session = useSession();
  const navigate = useNavigate();
  const ready = session.user !== undefined;
  useEffect(() => {
    if (!ready || draftId) return;
    let live = true;
    void createDraft().then((id) => {
      if (live) void navigate({ to: '/publish/new', search: { draft: id }, replace: true });
    });
    return () => {
      live = false;
    };
  }, [ready, draftId, navigate]);
  return (
    <section className="page ad-form-page" aria-labelledby="publish-new-title">
      <h1 id="publish-new-title">
        <FormattedMessage id="selling.title" />
      </h1>
      {!mayBeSignedIn(session) ? (
        <LoginRequired />
      ) : !ready || !draftId ? (
        <Loading />
      ) : (
        <>
          {intro}
          <DraftForm key={draftId} draftId={draftId} edit={false} afterPublish={afterPublish} />
        </>
      )}
    </section>
  );
}

/** The ad as form values and photos (its photos are on the server already: media ids). */
function fromProduct(ad: Product): { form: AdFormValues; photos: DraftPhoto[] } {
  const photos: DraftPhoto[] = ad.images.flatMap((image, i) =>
    image.id === undefined
      ? []
      : [
          {
            id: `media-${image.id}`,
            name: `photo-${i + 1}.jpg`,
            size: 0,
            status: 'ready' as const,
            mediaId: image.id,
            src: image.thumbnail ?? image.src,
          },
        ],
  );
  const form = adWriteToForm(
    {
      regular_price: ad.regular_price,
      description: ad.description,
      attributes: ad.attributes.map((a) => ({ taxonomy: a.taxonomy, term_ids: a.terms.map((t) => t.id) })),
      images: photos.map((p) => ({ id: p.mediaId ?? 0 })),
      location: ad.location,
      status: 'publish',
      battery_health: ad.battery_health,
      activation_lock_removed: ad.activation_lock_removed,
      repairs: ad.repairs,
    },
    photos.length,
  );
  return { form, photos };
}

/** The edit draft of an own ad: the one kept on the device, else a new one from the server's ad. */
function useEditDraft(slug: string, ad: Product | undefined): string | undefined {
  const drafts = useDrafts();
  const [created, setCreated] = useState<string>();
  const existing = drafts?.find((d) => d.productSlug === slug)?.id;
  useEffect(() => {
    if (existing || created || !ad || drafts === undefined) return;
    const { form, photos } = fromProduct(ad);
    let live = true;
    void createDraft({ form, photos, original: form, productId: ad.id, productSlug: ad.slug }).then(
      (id) => live && setCreated(id),
    );
    return () => {
      live = false;
    };
  }, [existing, created, ad, drafts]);
  return existing ?? created;
}

function EditForm({ slug }: { slug: string }) {
  const { ad, loading } = useMyAd(slug, true);
  const draftId = useEditDraft(slug, ad);
  if (loading && !draftId) return <Loading />;
  if (!ad && !draftId) {
    return (
      <EmptyState title={<FormattedMessage id="selling.edit.notYours" />}>
        <Link to="/dashboard/products" className="button button--primary">
          <FormattedMessage id="selling.edit.toMyAds" />
        </Link>
      </EmptyState>
    );
  }
  if (!draftId) return <Loading />;
  return <DraftForm key={draftId} draftId={draftId} edit />;
}

export function EditScreen({ slug, fromMyAds }: { slug: string; fromMyAds: boolean }) {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'title.edit' }));
  const session = useSession();
  return (
    <section className="page ad-form-page" aria-labelledby="edit-title">
      <h1 id="edit-title">
        <FormattedMessage id="title.edit" />
      </h1>
      {!mayBeSignedIn(session) ? (
        <LoginRequired />
      ) : !fromMyAds ? (
        <div className="notice" data-testid="edit-direct">
          <p>
            <FormattedMessage id="selling.edit.viaMyAds" />
          </p>
          <Link to="/dashboard/products" className="button button--primary">
            <FormattedMessage id="selling.edit.toMyAds" />
          </Link>
        </div>
      ) : session.user === undefined ? (
        <Loading />
      ) : (
        <EditForm slug={slug} />
      )}
    </section>
  );
}
