// Loads the map code only when the map scrolls into view: OpenLayers is large, and most visits
// never get that far down the page.
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Loading } from '../../ui/states.tsx';
import type { ClusterCanvasProps } from './cluster-canvas.tsx';
import type { MapCanvasProps } from './map-canvas.tsx';

const MapCanvas = lazy(() => import('./map-canvas.tsx'));
const ClusterCanvas = lazy(() => import('./cluster-canvas.tsx'));

function useZoomLabels() {
  const intl = useIntl();
  return {
    in: intl.formatMessage({ id: 'map.zoomIn' }),
    out: intl.formatMessage({ id: 'map.zoomOut' }),
  };
}

/** The map's frame; its contents (and their code) once it comes near the screen. */
function WhenVisible({ children }: { children: ReactNode }) {
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
      {visible && <Suspense fallback={<Loading />}>{children}</Suspense>}
    </div>
  );
}

export function LazyMap(props: Omit<MapCanvasProps, 'zoomLabels'>) {
  const zoomLabels = useZoomLabels();
  return (
    <WhenVisible>
      <MapCanvas {...props} zoomLabels={zoomLabels} />
    </WhenVisible>
  );
}

export function LazyClusterMap(props: Omit<ClusterCanvasProps, 'zoomLabels'>) {
  const zoomLabels = useZoomLabels();
  return (
    <WhenVisible>
      <ClusterCanvas {...props} zoomLabels={zoomLabels} />
    </WhenVisible>
  );
}
