// The DHL stand-in's parcels (stand-in.ts): their numbers and how they move. A number says when it
// was booked (0034043 + the booking's Unix seconds + a 3-digit counter: 20 digits, a DHL Paket
// number), so a parcel keeps moving after a restart without any stored state; real DHL numbers
// (00340434...) read as booked in the 22nd century and stay unknown to the stand-in.
// The clock is injected: tests and the later tracking job drive the parcels with it.
import type { ParcelStatus } from './types.ts';

/** When a parcel moves, after its booking. */
export interface ParcelSchedule {
  /** Handed in: the start parcel centre's scan (the first `transit`). */
  pickedUpMs: number;
  /** On the delivery van (`transit`). */
  outForDeliveryMs: number;
  /** Delivered. */
  deliveredMs: number;
}

/** A day from booking to delivery, as a parcel within Germany mostly takes. */
export const DEFAULT_SCHEDULE: ParcelSchedule = {
  pickedUpMs: 2 * 3600_000,
  outForDeliveryMs: 20 * 3600_000,
  deliveredMs: 24 * 3600_000,
};

export interface StandInEvent {
  at: Date;
  statusCode: ParcelStatus;
  status: string;
  description: string;
}

const PREFIX = '0034043';
let counter = Math.floor(Math.random() * 1000);

/** A new parcel number booked at `at`. */
export function newParcelNumber(at: Date): string {
  counter = (counter + 1) % 1000;
  const seconds = String(Math.floor(at.getTime() / 1000)).padStart(10, '0');
  return `${PREFIX}${seconds}${String(counter).padStart(3, '0')}`;
}

/** When a stand-in number was booked; undefined for any other number or one booked after `now`. */
export function bookedAt(trackingNumber: string, now: Date): Date | undefined {
  const match = /^0034043(\d{10})\d{3}$/.exec(trackingNumber);
  if (!match) return undefined;
  const at = new Date(Number(match[1]) * 1000);
  return at.getTime() <= now.getTime() ? at : undefined;
}

/** The parcel's events up to `now`, oldest first; `deliveredAt` delivers it earlier (deliver()). */
export function parcelEvents(
  booked: Date,
  now: Date,
  schedule: ParcelSchedule,
  deliveredAt: Date | undefined,
): StandInEvent[] {
  const at = (ms: number) => new Date(booked.getTime() + ms);
  const plan: StandInEvent[] = [
    {
      at: booked,
      statusCode: 'pre-transit',
      status: 'Elektronisch angekündigt',
      description: 'Die Auftragsdaten zu dieser Sendung wurden vom Absender elektronisch an DHL übermittelt.',
    },
    {
      at: at(schedule.pickedUpMs),
      statusCode: 'transit',
      status: 'In Zustellung',
      description: 'Die Sendung wurde im Start-Paketzentrum bearbeitet.',
    },
    {
      at: at(schedule.outForDeliveryMs),
      statusCode: 'transit',
      status: 'In Zustellung',
      description: 'Die Sendung wurde in das Zustellfahrzeug geladen.',
    },
  ];
  const delivered = deliveredAt ?? at(schedule.deliveredMs);
  const events = plan.filter((event) => event.at.getTime() < delivered.getTime() || event === plan[0]);
  events.push({
    at: delivered,
    statusCode: 'delivered',
    status: 'Zugestellt',
    description: 'Die Sendung wurde erfolgreich zugestellt.',
  });
  return events.filter((event) => event.at.getTime() <= now.getTime());
}
