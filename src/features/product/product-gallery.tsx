// The ad's photos: one large, thumbnails to choose, arrow keys to step through.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ProductImage } from '../../core/products.ts';
import { Icon } from '../../ui/icons.tsx';

export function ProductGallery({ images, name }: { images: ProductImage[]; name: string }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  if (!current) {
    return (
      <div className="gallery gallery--empty">
        <Icon name="phone" width={64} height={64} />
      </div>
    );
  }
  const step = (delta: number) => setIndex((i) => (i + delta + images.length) % images.length);
  return (
    <div
      className="gallery"
      role="group"
      aria-roledescription={intl.formatMessage({ id: 'gallery.label' })}
      aria-label={name}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') step(1);
        if (e.key === 'ArrowLeft') step(-1);
      }}
    >
      <div className="gallery__main">
        <img
          src={current.src}
          alt={current.alt}
          width={current.width}
          height={current.height}
          fetchPriority="high"
          decoding="async"
        />
        {images.length > 1 && (
          <>
            <button type="button" className="gallery__nav gallery__nav--prev" onClick={() => step(-1)}>
              <Icon name="chevronLeft" title={intl.formatMessage({ id: 'gallery.previous' })} />
            </button>
            <button type="button" className="gallery__nav gallery__nav--next" onClick={() => step(1)}>
              <Icon name="chevronRight" title={intl.formatMessage({ id: 'gallery.next' })} />
            </button>
          </>
        )}
      </div>
      {images.length > 1 && (
        <ul className="gallery__thumbs">
          {images.map((image, i) => (
            <li key={image.id ?? image.src}>
              <button
                type="button"
                aria-current={i === index}
                aria-label={intl.formatMessage({ id: 'gallery.photo' }, { n: i + 1, total: images.length })}
                onClick={() => setIndex(i)}
              >
                <img src={image.thumbnail ?? image.src} alt="" loading="lazy" width={72} height={72} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
