// Reordering the photos by dragging a tile's grip with a mouse, a pen or a finger (pointer events
// with pointer capture; the grip has touch-action: none, so the page still scrolls elsewhere).
// The photo lands where the pointer is let go, on the tile under it (or the nearest one).
import { useLayoutEffect, useRef, useState, type PointerEvent, type RefObject } from 'react';

export interface Dragging {
  id: string;
  /** The index the photo would land at. */
  over: number;
}

/** Moves under this many pixels are a tap, not a drag. */
const SLOP_PX = 4;

function indexAt(list: HTMLElement | null, x: number, y: number): number | undefined {
  const tiles = [...(list?.querySelectorAll<HTMLElement>(':scope > [data-photo-id]') ?? [])];
  let best: { index: number; distance: number } | undefined;
  tiles.forEach((tile, index) => {
    const r = tile.getBoundingClientRect();
    const inside = x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
    const distance = inside ? 0 : Math.hypot(x - (r.left + r.width / 2), y - (r.top + r.height / 2));
    if (!best || distance < best.distance) best = { index, distance };
  });
  return best?.index;
}

export function usePointerReorder(
  list: RefObject<HTMLElement | null>,
  onDrop: (id: string, to: number) => void,
) {
  const [dragging, setDragging] = useState<Dragging>();
  const dropped = useRef(onDrop);
  useLayoutEffect(() => {
    dropped.current = onDrop;
  }, [onDrop]);

  const start = (event: PointerEvent<HTMLElement>, id: string) => {
    if (event.button !== 0) return;
    event.preventDefault();
    const grip = event.currentTarget;
    const { pointerId, clientX, clientY } = event;
    grip.setPointerCapture(pointerId);
    let active = false;
    let over: number | undefined;
    const onMove = (e: globalThis.PointerEvent) => {
      if (e.pointerId !== pointerId) return;
      if (!active && Math.hypot(e.clientX - clientX, e.clientY - clientY) < SLOP_PX) return;
      active = true;
      over = indexAt(list.current, e.clientX, e.clientY);
      if (over !== undefined) setDragging({ id, over });
    };
    const finish = (drop: boolean) => (e: globalThis.PointerEvent) => {
      if (e.pointerId !== pointerId) return;
      grip.removeEventListener('pointermove', onMove);
      grip.removeEventListener('pointerup', up);
      grip.removeEventListener('pointercancel', cancel);
      if (grip.hasPointerCapture(pointerId)) grip.releasePointerCapture(pointerId);
      setDragging(undefined);
      if (drop && active && over !== undefined) dropped.current(id, over);
    };
    const up = finish(true);
    const cancel = finish(false);
    grip.addEventListener('pointermove', onMove);
    grip.addEventListener('pointerup', up);
    grip.addEventListener('pointercancel', cancel);
  };

  return { dragging, start };
}
