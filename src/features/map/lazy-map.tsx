// Loads the map code only when the map scrolls into view: OpenLayers is large, and most visits
// never get that far down the page.
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Loading } from '../../ui/states.tsx';
import type { MapCanvasProps } from './map-canvas.tsx';

const MapCanvas = lazy(() => import('./map-canvas.tsx'));

export function LazyMap(props: Omit<MapCanvasProps, 'zoomLabels'>) {
  const intl = useIntl();
  const zoomLabels = {
    in: intl.formatMessage({ id: 'map.zoomIn' }),
    out: intl.formatMessage({ id: 'map.zoomOut' }),
  };
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
          <MapCanvas {...props} zoomLabels={zoomLabels} />
        </Suspense>
      )}
    </div>
  );
}
