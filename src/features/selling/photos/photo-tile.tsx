// One photo in the picker: its thumbnail (or progress while it is processed, or the reason it is
// refused), the cover badge or "Als Titelbild", and the controls to move and remove it. The
// photo itself is focusable: arrow keys move it, Home makes it the cover, Delete removes it.
import type { KeyboardEvent, PointerEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/messages.ts';
import { Icon } from '../../../ui/icons.tsx';
import type { DraftPhoto, PhotoProblem } from './draft-photo.ts';
import { photoUrl } from './photo-urls.ts';

/** The spec's image messages (spec 8). */
const PROBLEM_MESSAGES: Record<PhotoProblem, MessageId> = {
  invalidImage: 'product.submit.invalidImage',
  invalidImageSize: 'product.submit.invalidImageSize',
  imageSize: 'product.submit.imageSize',
  photoToolNotLoaded: 'product.submit.photoToolNotLoaded',
};

/** Which control had the focus, so it gets it back after the photo moved. */
export type TileControl = 'frame' | 'drag' | 'left' | 'right' | 'cover';

interface Props {
  photo: DraftPhoto;
  index: number;
  count: number;
  /** The first photo that is not refused: the ad's cover. */
  cover: boolean;
  dragging: boolean;
  dropTarget: boolean;
  onMove: (to: number, control: TileControl) => void;
  onRemove: () => void;
  onGripPointerDown: (event: PointerEvent<HTMLElement>) => void;
}

export function PhotoTile({
  photo,
  index,
  count,
  cover,
  dragging,
  dropTarget,
  onMove,
  onRemove,
  onGripPointerDown,
}: Props) {
  const intl = useIntl();
  const position = index + 1;
  const tooltipId = `photo-problem-${photo.id}`;
  const invalid = photo.status === 'invalid';
  const problem = photo.problem ? intl.formatMessage({ id: PROBLEM_MESSAGES[photo.problem] }) : '';
  const src = photo.blob ? photoUrl(photo.blob) : photo.src;

  const onKeyDown = (control: TileControl) => (event: KeyboardEvent) => {
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      onRemove();
      return;
    }
    if (invalid) return;
    const to = {
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      Home: 0,
      End: count - 1,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    onMove(to, control);
  };

  const classes = [
    'photo-tile',
    `photo-tile--${photo.status}`,
    dragging ? 'photo-tile--dragging' : '',
    dropTarget ? 'photo-tile--drop' : '',
  ].filter(Boolean);

  return (
    <li
      className={classes.join(' ')}
      data-photo-id={photo.id}
      data-testid="photo-tile"
      data-status={photo.status}
    >
      <div
        className="photo-tile__frame"
        tabIndex={0}
        data-control="frame"
        role="group"
        aria-label={
          invalid
            ? photo.name
            : intl.formatMessage({ id: cover ? 'photos.photoCover' : 'photos.photo' }, { position })
        }
        aria-describedby={invalid ? tooltipId : undefined}
        title={invalid ? problem : undefined}
        onKeyDown={onKeyDown('frame')}
      >
        {src && photo.status === 'ready' && <img src={src} alt="" decoding="async" draggable={false} />}
        {photo.status === 'processing' && (
          <progress
            className="photo-tile__progress"
            max={1}
            value={photo.progress ?? 0}
            aria-label={intl.formatMessage({ id: 'photos.preparing' }, { position })}
          />
        )}
        {invalid && (
          <>
            <span className="photo-tile__flag" aria-hidden="true">
              !
            </span>
            <span className="photo-tile__name">{photo.name}</span>
            <span id={tooltipId} role="tooltip" className="photo-tile__tooltip">
              {problem}
            </span>
          </>
        )}
        {cover && (
          <span className="photo-tile__badge">
            <FormattedMessage id="photos.cover" />
          </span>
        )}
      </div>
      <div className="photo-tile__actions">
        {!invalid && (
          <>
            <button
              type="button"
              className="photo-tile__control photo-tile__grip"
              data-control="drag"
              aria-label={intl.formatMessage({ id: 'photos.drag' }, { position })}
              onPointerDown={onGripPointerDown}
              onKeyDown={onKeyDown('drag')}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="currentColor">
                <path d="M9 5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm6 0a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm-6 5.5a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm6 0a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3ZM9 16a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Zm6 0a1.5 1.5 0 1 1 0 3 1.5 1.5 0 0 1 0-3Z" />
              </svg>
            </button>
            <button
              type="button"
              className="photo-tile__control"
              data-control="left"
              disabled={index === 0}
              aria-label={intl.formatMessage({ id: 'photos.moveLeft' }, { position })}
              onClick={() => onMove(index - 1, 'left')}
            >
              <Icon name="chevronLeft" />
            </button>
            <button
              type="button"
              className="photo-tile__control"
              data-control="right"
              disabled={index === count - 1}
              aria-label={intl.formatMessage({ id: 'photos.moveRight' }, { position })}
              onClick={() => onMove(index + 1, 'right')}
            >
              <Icon name="chevronRight" />
            </button>
          </>
        )}
        <button
          type="button"
          className="photo-tile__control photo-tile__remove"
          data-control="remove"
          aria-label={
            invalid
              ? intl.formatMessage({ id: 'photos.removeInvalid' }, { name: photo.name })
              : intl.formatMessage({ id: 'photos.remove' }, { position })
          }
          onClick={onRemove}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="currentColor">
            <path d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6l5.6-5.6L5 6.4z" />
          </svg>
        </button>
      </div>
      {!invalid && !cover && (
        <button
          type="button"
          className="button button--link photo-tile__make-cover"
          data-control="cover"
          aria-label={intl.formatMessage({ id: 'photos.makeCoverLabel' }, { position })}
          onClick={() => onMove(0, 'cover')}
        >
          <FormattedMessage id="photos.makeCover" />
        </button>
      )}
    </li>
  );
}
