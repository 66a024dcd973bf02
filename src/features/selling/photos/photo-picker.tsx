// The ad's photos (spec 5): pick or drop files, each processed in the photo worker with its
// progress shown; refused ones flagged with the reason (a tooltip on hover and focus, and the
// accessible description) and left out of the count; reorder by dragging the grip (mouse, pen
// or touch) or from the keyboard (arrow keys on a photo, or the move buttons), "Als Titelbild"
// moves a photo to the front. Controlled: `onChange` always gets the whole new list, also many
// times while photos process.
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type DragEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { photoKey } from '../../../core/photo-rules.ts';
import type { DraftPhoto } from './draft-photo.ts';
import { problemOf, processPhoto } from './photo-bridge.ts';
import { addPhotoFiles, movePhoto, photosLeft } from './photo-list.ts';
import { PhotoTile, type TileControl } from './photo-tile.tsx';
import { holdPhotoUrls } from './photo-urls.ts';
import { usePointerReorder } from './use-pointer-reorder.ts';

export { addPhotoFiles } from './photo-list.ts';

const ACCEPT = 'image/png,image/jpeg';

type Change = (current: DraftPhoto[]) => DraftPhoto[];

/** Photos being processed, started once per entry; aborted when the entry goes or the picker does. */
function useProcessing(photos: DraftPhoto[], update: (change: Change) => void) {
  const jobs = useRef(new Map<string, AbortController>());

  useEffect(() => {
    const running = jobs.current;
    const ids = new Set(photos.map((p) => p.id));
    for (const [id, controller] of running) {
      if (!ids.has(id)) {
        controller.abort();
        running.delete(id);
      }
    }
    // A 'processing' photo without its file is being processed elsewhere (the share target
    // writes its photos into the draft as they are ready): it is shown, not started here.
    for (const photo of photos) {
      const source = photo.source;
      if (photo.status !== 'processing' || !source || running.has(photo.id)) continue;
      const controller = new AbortController();
      running.set(photo.id, controller);
      const patch = (change: (p: DraftPhoto) => DraftPhoto) =>
        update((list) => list.map((p) => (p.id === photo.id ? change(p) : p)));
      processPhoto(source, {
        signal: controller.signal,
        onProgress: (progress) => patch((p) => (p.status === 'processing' ? { ...p, progress } : p)),
      })
        .then(
          ({ blob, width, height }) =>
            patch(({ id, name, size }) => ({ id, name, size, status: 'ready', blob, width, height })),
          (error: unknown) => {
            if (controller.signal.aborted) return;
            const problem = problemOf(error);
            patch(({ id, name, size }) => ({ id, name, size, status: 'invalid', problem }));
          },
        )
        .finally(() => {
          if (running.get(photo.id) === controller) running.delete(photo.id);
        });
    }
  }, [photos, update]);

  useEffect(() => {
    const running = jobs.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      running.clear();
    };
  }, []);
}

/** Keeps the object URLs of the shown photos alive while they are shown (photo-urls.ts). */
function useHeldUrls(photos: readonly DraftPhoto[]) {
  useEffect(() => holdPhotoUrls(photos.flatMap((p) => (p.blob ? [p.blob] : []))), [photos]);
}

export function PhotoPicker({
  photos,
  onChange,
}: {
  photos: DraftPhoto[];
  onChange: (next: DraftPhoto[]) => void;
}) {
  const intl = useIntl();
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [announcement, setAnnouncement] = useState('');
  const [dropping, setDropping] = useState(false);
  const focusAfter = useRef<{ id: string; control: TileControl } | undefined>(undefined);
  const list = useRef<HTMLUListElement>(null);

  // The latest list, also between an onChange and the render it causes, so updates compose.
  const latest = useRef(photos);
  const changed = useRef(onChange);
  useLayoutEffect(() => {
    latest.current = photos;
    changed.current = onChange;
  }, [photos, onChange]);
  const update = useCallback((change: Change) => {
    const next = change(latest.current);
    if (next === latest.current) return;
    latest.current = next;
    changed.current(next);
  }, []);

  useProcessing(photos, update);
  useHeldUrls(photos);

  useEffect(() => {
    const wanted = focusAfter.current;
    if (!wanted) return;
    focusAfter.current = undefined;
    const tile = list.current?.querySelector<HTMLElement>(`[data-photo-id="${CSS.escape(wanted.id)}"]`);
    const control =
      tile?.querySelector<HTMLElement>(`[data-control="${wanted.control}"]:not(:disabled)`) ??
      tile?.querySelector<HTMLElement>('[data-control="frame"]');
    control?.focus();
  }, [photos]);

  const addFiles = (files: readonly File[]) => {
    if (files.length === 0) return;
    const current = latest.current;
    const added = addPhotoFiles(current, files);
    // Files neither there already nor picked twice: those not added did not fit.
    const known = new Set(current.map(photoKey));
    const fresh = new Set(files.map(photoKey).filter((key) => !known.has(key))).size;
    if (added.length < fresh)
      setAnnouncement(intl.formatMessage({ id: 'photos.skipped' }, { count: fresh - added.length }));
    if (added.length > 0) update((list) => [...list, ...added]);
  };

  const move = (id: string, to: number, control: TileControl) => {
    const from = latest.current.findIndex((p) => p.id === id);
    if (from === -1 || to === from || to < 0 || to >= latest.current.length) return;
    focusAfter.current = { id, control };
    update((current) => movePhoto(current, from, to));
    setAnnouncement(
      to === 0
        ? intl.formatMessage({ id: 'photos.movedCover' })
        : intl.formatMessage({ id: 'photos.moved' }, { position: to + 1, count: latest.current.length }),
    );
  };

  const remove = (id: string) => {
    const index = latest.current.findIndex((p) => p.id === id);
    const neighbour = latest.current[index + 1] ?? latest.current[index - 1];
    if (neighbour) focusAfter.current = { id: neighbour.id, control: 'frame' };
    update((current) => current.filter((p) => p.id !== id));
    setAnnouncement(intl.formatMessage({ id: 'photos.removed' }));
  };

  const drag = usePointerReorder(list, (id, to) => move(id, to, 'drag'));

  const onDrop = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    setDropping(false);
    addFiles([...event.dataTransfer.files]);
  };
  const onDragOver = (event: DragEvent) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDropping(true);
  };

  const left = photosLeft(photos);
  const coverIndex = photos.findIndex((p) => p.status !== 'invalid');
  return (
    <div
      className={`photo-picker${dropping ? ' photo-picker--dropping' : ''}`}
      onDragOver={onDragOver}
      onDragLeave={() => setDropping(false)}
      onDrop={onDrop}
      data-testid="photo-picker"
    >
      {photos.length > 0 && (
        <ul ref={list} className="photo-picker__list" aria-label={intl.formatMessage({ id: 'photos.list' })}>
          {photos.map((photo, index) => (
            <PhotoTile
              key={photo.id}
              photo={photo}
              index={index}
              count={photos.length}
              cover={index === coverIndex}
              dragging={drag.dragging?.id === photo.id}
              dropTarget={
                drag.dragging !== undefined && drag.dragging.over === index && drag.dragging.id !== photo.id
              }
              onMove={(to, control) => move(photo.id, to, control)}
              onRemove={() => remove(photo.id)}
              onGripPointerDown={(event) => drag.start(event, photo.id)}
            />
          ))}
        </ul>
      )}
      <div className="photo-picker__add">
        <input
          id={inputId}
          className="photo-picker__input visually-hidden"
          type="file"
          accept={ACCEPT}
          multiple
          disabled={left === 0}
          aria-describedby={hintId}
          onChange={(event) => {
            addFiles([...(event.currentTarget.files ?? [])]);
            event.currentTarget.value = '';
          }}
        />
        <label
          htmlFor={inputId}
          className={`button button--secondary photo-picker__button${left === 0 ? ' is-disabled' : ''}`}
        >
          <FormattedMessage id="product.submit.addImage" />
        </label>
        <span className="photo-picker__drop muted" aria-hidden="true">
          <FormattedMessage id="photos.drop" />
        </span>
        <p className="photo-picker__left" aria-live="polite" data-testid="photos-left">
          <FormattedMessage id="forms.filesLeft" values={{ count: left }} />
        </p>
      </div>
      <p id={hintId} className="photo-picker__hint muted">
        <FormattedMessage id="photos.hint" />
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
