// Every background job of the server, each declared in its own file (docs/jobs.md). A new job:
// one file with defineJob, and its line here.
import adExpiry from './ad-expiry.ts';
import autoReceipt from './auto-receipt.ts';
import awayMails from './away-mails.ts';
import type { JobDefinition } from './define.ts';
import fileSweep from './file-sweep.ts';
import oldRecords from './old-records.ts';
import problemEscalation from './problem-escalation.ts';
import parcelTracking from './parcel-tracking.ts';
import payouts from './payouts.ts';
import pushSend from './push-send.ts';
import realtimePrune from './realtime-prune.ts';
import returnTracking from './return-tracking.ts';
import savedSearchAlerts from './saved-search-alerts.ts';
import searchDigest from './search-digest.ts';
import shipByReminder from './ship-by-reminder.ts';

export const JOBS: readonly JobDefinition[] = [
  adExpiry,
  oldRecords,
  fileSweep,
  awayMails,
  searchDigest,
  pushSend,
  savedSearchAlerts,
  realtimePrune,
  problemEscalation,
  returnTracking,
  payouts,
  parcelTracking,
  autoReceipt,
  shipByReminder,
];
