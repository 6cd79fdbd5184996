import { ChevronIcon, CloseIcon, ResponsiveImage, useModalDialog } from '@aurinko/shared-ui';
import { type KeyboardEvent, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './lightbox.module.css';

export interface LightboxPhoto {
  src: string;
  caption: string;
  /** The photo's alt text (its media library item's), else the caption names it. */
  alt?: string;
}

/**
 * A photo viewer over the page: a modal <dialog> (the page behind is inert, Escape closes, focus starts on Close and
 * returns to the thumbnail that opened it). Previous/next buttons and the arrow keys move through the photos, wrapping
 * around; in Arabic the arrow keys follow the reading direction. Clicking outside the photo closes it.
 */
export function Lightbox({
  photos,
  index,
  onIndexChange,
  onClose,
}: {
  photos: LightboxPhoto[];
  /** The photo shown, or null when closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('gallery');
  const closeButton = useRef<HTMLButtonElement>(null);
  // A fixed id, not useId(): the closed dialog comes with the server's HTML (its label names the caption) and is
  // hydrated inside the shell, where useId counts from another root than on the remote's server, while the caption
  // is drawn in the browser. One viewer per page.
  const captionId = 'photo-viewer-caption';
  const open = index !== null && photos[index] !== undefined;
  const dialog = useModalDialog(open, closeButton);

  const photo = open ? photos[index] : undefined;
  const many = photos.length > 1;
  const go = (step: 1 | -1) => {
    if (index === null || !many) return;
    onIndexChange((index + step + photos.length) % photos.length);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const forward = (event.key === 'ArrowRight') !== (i18n.dir() === 'rtl');
    event.preventDefault();
    go(forward ? 1 : -1);
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-modal="true"
      aria-labelledby={captionId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {photo ? (
        <div className={styles.frame}>
          <div className={styles.toolbar}>
            <p className={styles.position} aria-live="polite">
              {t('photoOf', { index: (index ?? 0) + 1, total: photos.length })}
            </p>
            <button ref={closeButton} type="button" className={styles.iconButton} onClick={onClose}>
              <CloseIcon aria-hidden />
              <span className="visually-hidden">{t('close')}</span>
            </button>
          </div>
          <figure className={styles.figure}>
            <ResponsiveImage
              key={photo.src}
              src={photo.src}
              alt={photo.alt || photo.caption}
              className={styles.image}
              sizes="(min-width: 72rem) 72rem, 100vw"
              priority
            />
            <figcaption id={captionId} className={styles.caption}>
              {photo.caption}
            </figcaption>
          </figure>
          {many ? (
            <div className={styles.nav}>
              <button type="button" className={styles.iconButton} onClick={() => go(-1)}>
                <span className={styles.backwards}>
                  <ChevronIcon aria-hidden />
                </span>
                <span className="visually-hidden">{t('previous')}</span>
              </button>
              <button type="button" className={styles.iconButton} onClick={() => go(1)}>
                <ChevronIcon aria-hidden />
                <span className="visually-hidden">{t('next')}</span>
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
    </dialog>
  );
}
