// The amount field of a proposal or counterproposal, checked as the user types (spec 5: more
// than 80 % of the price and at most the price; "Bitte gib eine gültige Zahl ein"; "must be
// between {small} and {high}" with the real euro bounds). The server checks the same rules
// (src/core/order-machine.ts) and stays the authority.
import { useState, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { formatCents } from '../../core/money.ts';
import { proposalBounds, proposalProblem } from '../../core/order-machine.ts';
import { TextField } from '../../ui/text-field.tsx';
import { errorText } from '../../ui/failure-message.ts';
import { ORDER_REFUSAL_TEXTS } from './orders-queue.ts';
import type { OrderActions, OrderRefusal } from './orders.ts';

/** What is wrong with the amount now, in the user's words; undefined when it may be sent. */
export function proposalError(intl: IntlShape, input: string, priceCents: number): string | undefined {
  const problem = proposalProblem(input, priceCents);
  if (problem === 'invalid_number') return intl.formatMessage({ id: 'orders.error.invalidNumber' });
  if (problem === 'out_of_range') {
    const { minCents, maxCents } = proposalBounds(priceCents);
    return intl.formatMessage(
      { id: 'orders.error.outOfRange' },
      { small: formatCents(minCents, intl.locale), high: formatCents(maxCents, intl.locale) },
    );
  }
  return undefined;
}

/**
 * The amount a proposal or counter form holds: the one stored with a refused or waiting write
 * (`stored`) until the user types. Errors show once the user typed or tried to send.
 */
export function useProposalDraft(actions: OrderActions, stored: string | undefined) {
  const [input, setInput] = useState<string | undefined>(undefined);
  const [touched, setTouched] = useState(false);
  const value = input ?? stored ?? '';
  return {
    /** What the user typed; undefined while the stored amount stands. */
    input,
    value,
    touched,
    /** The field's onChange: a refusal shown is over once the amount changes. */
    change: (next: string) => {
      setInput(next);
      setTouched(true);
      if (actions.current.state === 'refused') actions.reset();
    },
    /** Sending tried: true when the amount may go (and nothing else is under way). */
    mayGo: (priceCents: number, busy: boolean) => {
      setTouched(true);
      return !proposalProblem(value, priceCents) && !busy;
    },
    /** The amount being sent stays in the field when the stored write is given up. */
    keep: () => setInput(value),
    /** Sent: the field starts empty again. */
    clear: () => {
      setInput(undefined);
      setTouched(false);
    },
  };
}

export function ProposalField({
  label,
  value,
  onChange,
  priceCents,
  showError,
  serverError,
  disabled,
}: {
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** The ad's price in cents: the bounds follow from it. */
  priceCents: number;
  /** Once the user typed or tried to send: an empty field is not an error before. */
  showError: boolean;
  /** The server's refusal of the last try, shown until the amount changes. */
  serverError?: string | undefined;
  disabled?: boolean;
}) {
  const intl = useIntl();
  const { minCents, maxCents } = proposalBounds(priceCents);
  const error = showError ? proposalError(intl, value, priceCents) : undefined;
  return (
    <TextField
      label={label}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      inputMode="decimal"
      autoComplete="off"
      required
      disabled={disabled}
      error={error ?? serverError}
      hint={intl.formatMessage(
        { id: 'orders.proposal.hint' },
        { small: formatCents(minCents, intl.locale), high: formatCents(maxCents, intl.locale) },
      )}
      data-testid="proposal-input"
    />
  );
}

/**
 * The server's refusal in plain words (spec 8), with the bounds it named (or, after a reload,
 * those of the price the user saw); a refusal never charged anything, and says so.
 */
export function refusalText(
  intl: IntlShape,
  refusal: OrderRefusal,
  priceCents?: number,
): { reason: string; nothingCharged: string } {
  const failure = { ...refusal, details: { min: refusal.min, max: refusal.max } };
  const { id, values } = errorText(failure, ORDER_REFUSAL_TEXTS, intl.locale);
  const fallback = priceCents !== undefined ? proposalBounds(priceCents) : undefined;
  const bound = (cents: number | undefined) => (cents === undefined ? '' : formatCents(cents, intl.locale));
  return {
    reason: intl.formatMessage(
      { id },
      { small: values.small ?? bound(fallback?.minCents), high: values.high ?? bound(fallback?.maxCents) },
    ),
    nothingCharged: intl.formatMessage({ id: 'orders.error.nothingCharged' }),
  };
}
