// The offline write of one photo of an ad being published (POST /wp/v2/media): its media id is
// the result the ad's entry depends on, and is written into the draft at once, so a resubmission
// after a refusal does not upload it again. Refused: the ad comes back as a draft with the reason.
import { defineOfflineWrite } from '../../local/outbox/define.ts';
import { MEDIA_UPLOAD, MediaPayloadSchema, sendPhoto } from './publish-queue.ts';
import { refusedDraft } from './publish-refusal.ts';

export default defineOfflineWrite({
  kind: MEDIA_UPLOAD,
  schema: MediaPayloadSchema,
  send: sendPhoto,
  settled: (outcome) => (outcome.state === 'refused' ? refusedDraft(outcome) : undefined),
});
