// Parcels at DHL behind one interface (DESIGN: outside world), one file per job in ./dhl/:
// types.ts (the interface), client.ts (DHL's Parcel DE Shipping v2 and Shipment Tracking APIs),
// stand-in.ts (the local stand-in of both, the default) with label-pdf.ts and
// stand-in-parcels.ts. This module chooses what the settings name and is what the server imports.
import type { Config } from '../config.ts';
import { dhlProvider } from './dhl/client.ts';
import {
  DHL_STAND_IN_CREDENTIALS,
  dhlStandIn,
  type DhlStandIn,
  type DhlStandInOptions,
} from './dhl/stand-in.ts';
import type { ParcelProvider } from './dhl/types.ts';

export * from './dhl/types.ts';
export { dhlProvider, type DhlOptions } from './dhl/client.ts';
export {
  DHL_STAND_IN_CREDENTIALS,
  dhlStandIn,
  type DhlStandIn,
  type DhlStandInOptions,
} from './dhl/stand-in.ts';
export { renderLabelPdf } from './dhl/label-pdf.ts';

/** The origin the in-process stand-in answers at (never resolved: its fetch serves the calls). */
const STAND_IN_ORIGIN = 'http://dhl-stand-in.invalid';

/**
 * The parcel provider the settings choose: DHL with DHL_*, otherwise the real client talking to
 * the local stand-in in-process (so the same request and answer code runs), which is returned
 * too: its clock and deliver() drive the parcels in development and tests.
 */
export function parcelProvider(
  config: Pick<Config, 'dhl'>,
  standInOptions: DhlStandInOptions = {},
): { provider: ParcelProvider; standIn: DhlStandIn | undefined } {
  if (config.dhl) return { provider: dhlProvider(config.dhl), standIn: undefined };
  const standIn = dhlStandIn(standInOptions);
  const provider = dhlProvider({
    ...DHL_STAND_IN_CREDENTIALS,
    shippingUrl: `${STAND_IN_ORIGIN}/parcel/de/shipping/v2`,
    trackingUrl: `${STAND_IN_ORIGIN}/track`,
    fetch: standIn.fetch,
    kind: 'sandbox',
  });
  return { provider, standIn };
}
