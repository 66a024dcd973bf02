// The home page's product video (spec 2.3): four short clips of the product's steps, made by
// scripts/make-product-videos.ts into public/video/, played one after the other in a loop, and
// when they may start on their own.
import type { MessageId } from '../../i18n/messages.ts';

/** The clips in their order, each with its poster (a frame of its end) and the step it shows. */
export const CLIPS = [
  { src: '/video/product-1.webm', poster: '/video/product-1.webp', step: 'productVideo.step.photo' },
  { src: '/video/product-2.webm', poster: '/video/product-2.webp', step: 'productVideo.step.proposal' },
  { src: '/video/product-3.webm', poster: '/video/product-3.webp', step: 'productVideo.step.payment' },
  { src: '/video/product-4.webm', poster: '/video/product-4.webp', step: 'productVideo.step.shipping' },
] as const satisfies readonly { src: string; poster: string; step: MessageId }[];

/** The clip after `index`: 1, 2, 3, 4, then 1 again. */
export function nextClip(index: number, count: number = CLIPS.length): number {
  return (index + 1) % count;
}

export interface MotionPreferences {
  /** `prefers-reduced-motion: reduce`. */
  reducedMotion: boolean;
  /** `navigator.connection.saveData` (Chromium's data saver, Android's "Data Saver"). */
  saveData: boolean;
}

/**
 * Whether the video may start by itself: not for someone who asked for less motion (WCAG 2.3.3)
 * nor on a connection that should save data; they see the poster and start it themselves.
 */
export function mayAutoplay({ reducedMotion, saveData }: MotionPreferences): boolean {
  return !reducedMotion && !saveData;
}

/** What this browser says about motion and data. */
export function motionPreferences(): MotionPreferences {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return {
    reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
    saveData: connection?.saveData === true,
  };
}
