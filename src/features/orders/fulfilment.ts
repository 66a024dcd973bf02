// The protected purchase on the order page (issue 32), as the screens use it: marking the sale
// shipped goes through the one outbox (shipment-queue.ts, it works offline at the post office);
// the label, the receipt, the cancel and a problem need a connection and are mutations with one
// Idempotency-Key per use of the hook (pressing again after a lost answer repeats the first
// call). What they answer goes into the app's one cache: the order is kept or asked again.
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import * as v from 'valibot';
import {
  answerProblem,
  cancelNotShipped,
  confirmReceived,
  createLabel,
  fetchLabelPdf,
  fetchReturnLabelPdf,
  reportProblem,
} from '../../api/fulfilment.ts';
import { keyPerRequest, newIdempotencyKey } from '../../api/idempotency.ts';
import type { ProblemAction, ProblemReason } from '../../core/problems.ts';
import { discardOutboxEntry, outboxOutcome, warmOutbox } from '../../local/outbox/index.ts';
import { usePendingEntries } from '../../local/outbox/status.ts';
import { queryClient } from '../../local/query-client.ts';
import { useSession } from '../../session/session-store.ts';
import { rememberOrder, reloadOrders } from './orders.ts';
import {
  markShipped,
  SHIPMENT_TRACKING,
  shipmentOutcomeOf,
  ShipmentPayloadSchema,
  type ShipmentOutcome,
  type ShipmentPayload,
} from './shipment-queue.ts';

const SHIPMENT_KINDS: readonly string[] = [SHIPMENT_TRACKING];

export interface PendingShipment {
  seq: number;
  state: 'queued' | 'failed';
  payload: ShipmentPayload;
  failure?: { code: string; status: number } | undefined;
}

/** This order's trackings that wait for the connection or were refused, oldest first. */
export function usePendingShipments(orderId: number): readonly PendingShipment[] {
  const entries = usePendingEntries(useSession().user?.id, SHIPMENT_KINDS);
  return useMemo(
    () =>
      entries.flatMap((entry): PendingShipment[] => {
        const parsed = v.safeParse(ShipmentPayloadSchema, entry.payload);
        if (!parsed.success || parsed.output.orderId !== orderId) return [];
        return [{ seq: entry.seq, state: entry.state, payload: parsed.output, failure: entry.failure }];
      }),
    [entries, orderId],
  );
}

/** The seller gives up a refused (or waiting) tracking: it is never sent. */
export const dropShipment = (seq: number): Promise<void> => discardOutboxEntry(seq);

export type ShipmentState = { state: 'idle' } | { state: 'sending' } | { state: 'notKept' } | ShipmentOutcome;

/**
 * "Sendung eintragen": the tracking goes into the outbox and is awaited; one that has to wait is
 * followed to its end (sent or refused, back online), which the form then shows.
 */
export function useMarkShipped() {
  // The seller may be at the counter without a connection: the database is opened while online.
  useEffect(() => void warmOutbox(), []);
  const mutation = useMutation(
    { mutationFn: (payload: ShipmentPayload) => markShipped(payload) },
    queryClient,
  );
  const [ended, setEnded] = useState<ShipmentOutcome>();
  const waitingSeq = mutation.data?.state === 'queued' ? mutation.data.seq : undefined;
  useEffect(() => {
    if (waitingSeq === undefined) return;
    const controller = new AbortController();
    outboxOutcome(waitingSeq, { final: true, signal: controller.signal }).then(
      (outcome) => setEnded(shipmentOutcomeOf(outcome)),
      () => undefined,
    );
    return () => controller.abort();
  }, [waitingSeq]);
  const current: ShipmentState = mutation.isPending
    ? { state: 'sending' }
    : mutation.isError
      ? { state: 'notKept' }
      : ended !== undefined && ended.seq === waitingSeq
        ? ended
        : (mutation.data ?? { state: 'idle' });
  const { mutateAsync, reset } = mutation;
  return {
    current,
    send: useCallback(
      (payload: ShipmentPayload) => mutateAsync(payload).catch(() => ({ state: 'notKept' }) as const),
      [mutateAsync],
    ),
    reset: useCallback(() => {
      reset();
      setEnded(undefined);
    }, [reset]),
  };
}

/** POST label: the DHL label, booked once per order; its tracking shows on the order. */
export function useCreateLabel(orderId: number) {
  const [key] = useState(newIdempotencyKey);
  return useMutation(
    { mutationFn: () => createLabel(orderId, key), onSuccess: () => reloadOrders() },
    queryClient,
  );
}

/**
 * A private PDF (the seller's label, the buyer's return label): fetched with the login's token
 * and handed to the browser as a download of an object URL, freed again afterwards.
 */
export function useDownloadPdf(which: 'label' | 'return-label', orderId: number) {
  return useMutation(
    {
      mutationFn: async () => {
        const blob = await (which === 'label' ? fetchLabelPdf(orderId) : fetchReturnLabelPdf(orderId));
        const url = URL.createObjectURL(blob);
        const link = document.createElement('a');
        link.href = url;
        link.download = `${which}-${orderId}.pdf`;
        link.rel = 'noopener';
        document.body.append(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(url), 60_000);
      },
    },
    queryClient,
  );
}

/** POST received (the buyer): the order received, the seller's money released. */
export function useConfirmReceipt(orderId: number) {
  const [key] = useState(newIdempotencyKey);
  return useMutation(
    { mutationFn: () => confirmReceived(orderId, key), onSuccess: rememberOrder },
    queryClient,
  );
}

/** POST cancel (the buyer, after ship_by with nothing shipped): refunded in full. */
export function useCancelNotShipped(orderId: number) {
  const [key] = useState(newIdempotencyKey);
  return useMutation(
    { mutationFn: () => cancelNotShipped(orderId, key), onSuccess: rememberOrder },
    queryClient,
  );
}

/**
 * POST problem (the buyer): the money stays held, the seller is asked to answer. The same key
 * while the same report is sent again; a changed one is a new request.
 */
export function useReportProblem(orderId: number) {
  const [keyFor] = useState(keyPerRequest);
  return useMutation(
    {
      mutationFn: (body: { reason: ProblemReason; text: string }) =>
        reportProblem(orderId, body, keyFor(`${body.reason}\n${body.text}`)),
      onSuccess: () => reloadOrders(),
    },
    queryClient,
  );
}

/** POST problem/answer (the seller): accept a return, refund at once, or dispute. */
export function useAnswerProblem(orderId: number) {
  const [keyFor] = useState(keyPerRequest);
  return useMutation(
    {
      mutationFn: (body: { action: ProblemAction; text: string }) =>
        answerProblem(orderId, body, keyFor(`${body.action}\n${body.text}`)),
      onSuccess: () => reloadOrders(),
    },
    queryClient,
  );
}
