// /product/{slug}/buy (spec 2.1, price offer): the ad, its price, and the buyer's proposal,
// checked as it is typed (more than 80 % of the price, at most the price). Buyer protection and
// shipping (included, 0 €) are explained where the buyer decides. Never on one's own ad; a
// visitor is asked to log in first. The proposal goes through the outbox: sent at once online
// (then order_created), kept and sent later offline ("will be sent when you are online"), and
// a refusal comes back in plain words with the amount still in the field and nothing charged.
import { Link } from '@tanstack/react-router';
import { useEffect, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiAmountToCents, centsToApiAmount, parseAmount } from '../../core/money.ts';
import type { Product } from '../../core/products.ts';
import { isLoggedIn, useSession } from '../../session/session-store.ts';
import { hasStoredToken } from '../../session/token.ts';
import { Price } from '../../ui/price.tsx';
import { ErrorState, Loading } from '../../ui/states.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { openAuthModal } from '../account/auth-modal-store.ts';
import { useProduct } from '../catalogue/product.ts';
import { NotFoundScreen } from '../content/not-found-screen.tsx';
import { OrderCreatedModal } from './order-created-modal.tsx';
import { dropOrderWrite, useOrderActions, useProductOrders, type PendingOrderWrite } from './orders.ts';
import { LoginNotice, NotKeptNotice, QueuedNotice, RefusedNotice, SendButton } from './negotiation-parts.tsx';
import { ProposalField, refusalText, useProposalDraft } from './proposal-field.tsx';

export function ProposalScreen({ slug }: { slug: string }) {
  const intl = useIntl();
  const { data: product, status, error } = useProduct(slug, { countVisit: false });
  useDocumentTitle(intl.formatMessage({ id: 'title.offer' }));
  if (status === 'loading') return <Loading />;
  if (!product && error?.status === 404) return <NotFoundScreen />;
  if (!product) return <ErrorState failure={error} />;
  return (
    <section className="page negotiation" aria-labelledby="proposal-title">
      <h1 id="proposal-title">
        <FormattedMessage id="orders.proposal.heading" />
      </h1>
      <div className="negotiation__layout">
        <AdSummary product={product} />
        <div className="negotiation__main">
          <ProposalPanel product={product} />
          <BuyerProtection />
        </div>
      </div>
    </section>
  );
}

function AdSummary({ product }: { product: Product }) {
  const image = product.images[0];
  return (
    <div className="negotiation__ad">
      {image && (
        <img
          src={image.thumbnail ?? image.src}
          alt={image.alt || product.name}
          width={image.width ?? 160}
          height={image.height ?? 160}
          className="negotiation__thumb"
        />
      )}
      <div>
        <p className="negotiation__ad-name">
          <Link to="/product/$productSlug" params={{ productSlug: product.slug }}>
            {product.name}
          </Link>
        </p>
        <p className="negotiation__ad-price">
          <span className="muted">
            <FormattedMessage id="orders.proposal.adPrice" />
          </span>{' '}
          <Price value={product.price} />
        </p>
        <p className="muted">
          <FormattedMessage id="orders.proposal.shipping" />
        </p>
      </div>
    </div>
  );
}

function BuyerProtection() {
  return (
    <aside className="negotiation__protection" aria-labelledby="protection-title">
      <h2 id="protection-title">
        <FormattedMessage id="orders.proposal.protectionTitle" />
      </h2>
      <p>
        <FormattedMessage id="orders.proposal.protection" />
      </p>
      <p className="muted">
        <FormattedMessage id="orders.proposal.rules" />
      </p>
    </aside>
  );
}

function ProposalPanel({ product }: { product: Product }) {
  const session = useSession();
  // A visitor is asked to log in at once (the session of a stored token is still starting).
  const visitor = !isLoggedIn(session) && !hasStoredToken();
  useEffect(() => {
    if (visitor) openAuthModal({ view: 'login' });
  }, [visitor]);
  if (!isLoggedIn(session) && !visitor) return <Loading />;
  if (!isLoggedIn(session)) {
    return <LoginNotice message="orders.proposal.loginNeeded" testId="proposal-login" />;
  }
  if (session.user?.id === product.vendor.id) {
    return (
      <p className="notice" data-testid="proposal-own">
        <FormattedMessage id="orders.proposal.own" />
      </p>
    );
  }
  return <ProposalForm product={product} />;
}

function ProposalForm({ product }: { product: Product }) {
  const intl = useIntl();
  const priceCents = apiAmountToCents(product.price) ?? 0;
  const orders = useProductOrders(product.id);
  const actions = useOrderActions();
  const pending = orders.pendingProposal;
  // A proposal refused earlier (also after a reload): its amount is in the field again.
  const draft = useProposalDraft(actions, pending?.create?.input);
  const { input, value } = draft;
  const current = actions.current;
  const unavailable = product.stock_status === 'outofstock' || product.status !== 'publish';

  if (orders.status === 'loading') return <Loading />;
  const open = orders.order && orders.order.status !== 'completed' ? orders.order : undefined;
  if (current.state === 'sent' && current.order) return <OrderCreatedModal order={current.order} />;
  if (open) {
    return (
      <div className="notice" data-testid="proposal-existing">
        <p>
          <FormattedMessage id="orders.proposal.existing" />
        </p>
        <Link
          to="/order/$orderId/offer"
          params={{ orderId: String(open.id) }}
          className="button button--primary"
        >
          <FormattedMessage id="orders.created.open" />
        </Link>
      </div>
    );
  }
  if (unavailable) {
    return (
      <p className="notice" role="status" data-testid="proposal-unavailable">
        <FormattedMessage id="orders.proposal.unavailable" />
      </p>
    );
  }
  const waiting = current.state === 'queued' || pending?.state === 'queued';
  if (waiting) {
    const seq = current.state === 'queued' ? current.seq : pending?.seq;
    const price =
      current.state === 'queued'
        ? centsToApiAmount(parseAmount(value) ?? 0)
        : (pending?.create?.price ?? '0');
    return (
      <QueuedNotice testId="proposal-queued" seq={seq} onDiscarded={actions.reset}>
        <FormattedMessage id="orders.queuedProposal" values={{ price: <Price value={price} /> }} />
      </QueuedNotice>
    );
  }

  const refusal =
    current.state === 'refused'
      ? current.refusal
      : input === undefined && pending?.state === 'failed'
        ? pending.refusal
        : undefined;
  const refused = refusal
    ? refusalText(intl, refusal, pending?.create?.productPriceCents ?? priceCents)
    : undefined;
  const sending = current.state === 'sending';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.mayGo(priceCents, sending)) return;
    // A refused proposal given up for this one: one proposal per ad waits at a time.
    const earlier: PendingOrderWrite | undefined = pending;
    if (earlier) await dropOrderWrite(earlier.seq);
    if (current.state === 'refused') await dropOrderWrite(current.seq);
    draft.keep();
    await actions.propose(
      { id: product.id, slug: product.slug, name: product.name, price: product.price },
      value,
    );
  };

  return (
    <form className="negotiation__form" onSubmit={(e) => void submit(e)} noValidate>
      {current.state === 'notKept' && <NotKeptNotice testId="proposal-not-kept" />}
      {refused && <RefusedNotice testId="proposal-refused" refused={refused} />}
      <ProposalField
        label={<FormattedMessage id="orders.proposal.field" />}
        value={value}
        onChange={draft.change}
        priceCents={priceCents}
        showError={draft.touched}
        disabled={sending}
      />
      <p className="muted">
        <FormattedMessage id="orders.proposal.noCharge" />
      </p>
      <SendButton sending={sending} label="orders.proposal.submit" testId="proposal-submit" />
    </form>
  );
}
