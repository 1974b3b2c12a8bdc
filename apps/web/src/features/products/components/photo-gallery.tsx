import { useId, useState, type KeyboardEvent } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { formatNumber } from '@/i18n/format';
import { imageSrcSet, imageVariant } from '@/lib/image-url';
import { m } from '@/paraglide/messages.js';

export interface PhotoGalleryProps {
  /** The photos, the cover first. */
  photos: readonly string[];
  /** What they show, for their text alternatives: 'Samsung Galaxy A52'. */
  name: string;
}

/** The big photo fills the column: the page's left half from md up, the screen's width on a phone. */
const MAIN_SIZES = '(min-width: 1200px) 560px, (min-width: 768px) 50vw, 100vw';

/**
 * The photos of a listing (issue 9): one large photo, previous/next buttons (and the arrow keys), and a row of
 * thumbnails to jump to any photo. Only the shown photo is fetched at full size; thumbnails use the 320 px variant,
 * lazily, so a phone on a slow line loads one large image.
 */
export function PhotoGallery({ photos, name }: PhotoGalleryProps) {
  const id = useId();
  const [index, setIndex] = useState(0);
  const count = photos.length;
  const current = photos[index] ?? photos[0] ?? '';
  const go = (to: number) => setIndex((to + count) % count);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (count < 2) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(index - 1);
    }
  };

  return (
    <section
      aria-roledescription={m.product_gallery()}
      aria-label={m.product_photos_of({ name })}
      onKeyDown={onKeyDown}
    >
      <div className="relative overflow-hidden rounded-box border border-base-300 bg-base-200">
        <img
          key={current}
          src={current}
          srcSet={imageSrcSet(current)}
          sizes={MAIN_SIZES}
          alt={
            count > 1 ? m.product_photo_alt({ name, index: formatNumber(index + 1), count: formatNumber(count) }) : name
          }
          width={640}
          height={480}
          fetchPriority={index === 0 ? 'high' : undefined}
          decoding="async"
          className="aspect-[4/3] w-full object-contain"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className="btn btn-circle btn-sm absolute top-1/2 left-2 -translate-y-1/2 border-base-300 bg-base-100/90 sm:btn-md"
              aria-label={m.product_previous_photo()}
              aria-controls={`${id}-status`}
              onClick={() => go(index - 1)}
            >
              <ChevronLeftIcon className="size-5" />
            </button>
            <button
              type="button"
              className="btn btn-circle btn-sm absolute top-1/2 right-2 -translate-y-1/2 border-base-300 bg-base-100/90 sm:btn-md"
              aria-label={m.product_next_photo()}
              aria-controls={`${id}-status`}
              onClick={() => go(index + 1)}
            >
              <ChevronRightIcon className="size-5" />
            </button>
            <p
              id={`${id}-status`}
              aria-live="polite"
              className="absolute right-2 bottom-2 rounded-field bg-neutral/80 px-2 py-0.5 text-sm font-medium text-neutral-content"
            >
              {m.product_photo_status({ index: formatNumber(index + 1), count: formatNumber(count) })}
            </p>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="mt-3 grid grid-cols-6 gap-2" aria-label={m.product_all_photos()}>
          {photos.map((photo, i) => (
            <li key={photo}>
              <button
                type="button"
                className={`block w-full overflow-hidden rounded-field border-2 bg-base-200 ${
                  i === index ? 'border-primary' : 'border-transparent opacity-80 hover:opacity-100'
                }`}
                aria-label={m.product_show_photo({ index: formatNumber(i + 1), count: formatNumber(count) })}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <img
                  src={imageVariant(photo, 320)}
                  alt=""
                  width={320}
                  height={240}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[4/3] w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
