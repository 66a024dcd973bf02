// Where an element is with respect to the screen, for the product video: `seen` once any part of
// it has been on screen (from then on it may fetch), `visible` while at least half of it is.
import { useEffect, useState, type RefObject } from 'react';

const HALF = 0.5;

export function useInView(ref: RefObject<Element | null>): { seen: boolean; visible: boolean } {
  const [seen, setSeen] = useState(false);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (!entry) return;
        if (entry.isIntersecting) setSeen(true);
        setVisible(entry.isIntersecting && entry.intersectionRatio >= HALF);
      },
      { threshold: [0, HALF] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return { seen, visible };
}
