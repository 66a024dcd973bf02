// The home page's product video (spec 2.3, issue 17): four short muted clips of the product's
// steps, one after the other in a loop, beside the list of those steps. A chunk of its own, loaded
// after the first screen (src/features/layout/deferred.tsx): neither its code nor a video byte is
// part of the first screen. Nothing is fetched until the frame scrolls into view (its poster,
// then the clip, preload none); it plays only while at least half of it is on screen, never by
// itself for someone who asked for less motion or to save data, and it can always be paused
// (WCAG 2.2.2: it moves for longer than five seconds).
import { useEffect, useId, useRef, useState, type ComponentType } from 'react';
import { FormattedMessage } from 'react-intl';
import { loadMessageArea } from '../../i18n/messages.ts';
import { CLIPS, mayAutoplay, motionPreferences, nextClip } from './clips.ts';
import { useInView } from './use-in-view.ts';

export function ProductVideo() {
  const titleId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const video = useRef<HTMLVideoElement>(null);
  const [clip, setClip] = useState(0);
  // Whether it should play when on screen: the visitor's pause or play wins over the default.
  const [wantsPlay, setWantsPlay] = useState(() => mayAutoplay(motionPreferences()));
  const { seen, visible } = useInView(frame);
  const { src, poster } = CLIPS[clip] ?? CLIPS[0];

  useEffect(() => {
    const element = video.current;
    if (!element || !seen) return;
    // play() is refused when the clip cannot load (offline: onError below keeps the poster) or
    // interrupted when the next clip replaces it; neither is worth a word to the visitor.
    if (wantsPlay && visible) element.play().catch(() => undefined);
    else element.pause();
  }, [wantsPlay, visible, seen, clip]);

  const toggle = () => {
    const element = video.current;
    // After a failed load the element waits for a new one (the connection may be back).
    if (!wantsPlay && element?.error) element.load();
    setWantsPlay(!wantsPlay);
  };

  return (
    <section className="product-video" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <FormattedMessage id="productVideo.title" />
      </h2>
      <div className="product-video__body">
        <div className="product-video__frame" ref={frame}>
          {/* Hidden from assistive technology: its pictograms only illustrate the steps written
              beside it (a media alternative for that text), which name the clip on screen. */}
          <video
            ref={video}
            aria-hidden="true"
            muted
            playsInline
            preload="none"
            src={seen ? src : undefined}
            poster={seen ? poster : undefined}
            data-clip={clip + 1}
            onEnded={() => setClip(nextClip(clip))}
            // The clip cannot load (offline): its poster stays, the button offers to try again.
            onError={() => setWantsPlay(false)}
          />
        </div>
        <div className="product-video__side">
          <ol className="product-video__steps">
            {CLIPS.map(({ step }, index) => (
              <li key={step} aria-current={index === clip ? 'step' : undefined}>
                <FormattedMessage id={step} />
              </li>
            ))}
          </ol>
          <button type="button" className="button button--secondary" onClick={toggle}>
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" fill="currentColor">
              <path d={wantsPlay ? 'M6 5h4v14H6zm8 0h4v14h-4z' : 'M7 4.5v15L19.5 12z'} />
            </svg>
            <FormattedMessage id={wantsPlay ? 'productVideo.pause' : 'productVideo.play'} />
          </button>
        </div>
      </div>
    </section>
  );
}

/** Nothing: the video's words could not be loaded (offline before they ever were). */
function NoVideo() {
  return null;
}

/** The video once its words are there (they belong to the lazy `content` message area). */
export function loadProductVideo(): Promise<ComponentType> {
  return loadMessageArea('content').then(
    () => ProductVideo,
    () => NoVideo,
  );
}
