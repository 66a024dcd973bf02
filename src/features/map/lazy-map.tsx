// Loads the map code only when the map scrolls into view: OpenLayers is large, and most visits
// never get that far down the page.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Loading } from '../../ui/states.tsx';
import type { MapCanvasProps } from './map-canvas.tsx';

const MapCanvas = lazy(() => import('./map-canvas.tsx'));

export function LazyMap(props: MapCanvasProps) {
  const holder = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = holder.current;
    if (!element || visible) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  return (
    <div ref={holder} className="map">
      {visible && (
        <Suspense fallback={<Loading />}>
          <MapCanvas {...props} />
        </Suspense>
      )}
    </div>
  );
}
