import { ChevronIcon, ResponsiveImage, useApi } from '@aurinko/shared-ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Banner, contentApi } from '../api/content-api';
import type { Division } from '../namespaces';
import styles from './banners.module.css';
import { SiteLink } from './SiteLink';

/** How long a slide stays before the next one while the slideshow plays. */
export const SLIDE_INTERVAL_MS = 7000;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

/**
 * The image slider of a division home (the admin's `image_slider`), as the WAI-ARIA carousel pattern: a labelled
 * region, one slide shown at a time (the others hidden), previous / next buttons and a pause / play button. It plays
 * unless the visitor prefers reduced motion, and holds still while the pointer is over it or focus is inside it; a
 * slide change is announced only when the visitor moved it (not while it plays by itself).
 */
export function ImageSlider({ division }: { division: Division }) {
  const slides = useApi(() => contentApi.banners(division, 'slider'), [division]);
  if (slides.status !== 'success' || slides.data.length === 0) return null;
  return <SlideCarousel division={division} slides={slides.data} />;
}

/** The carousel itself, for slides already loaded. */
export function SlideCarousel({ division, slides }: { division: Division; slides: readonly Banner[] }) {
  const { t } = useTranslation('division');
  const id = useId();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [held, setHeld] = useState(false);
  const region = useRef<HTMLElement>(null);
  const many = slides.length > 1;
  const current = Math.min(index, slides.length - 1);

  useEffect(() => {
    if (!many || !playing || held) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [many, playing, held, slides.length]);

  const go = (step: number) => setIndex((i) => (i + step + slides.length) % slides.length);

  return (
    <section
      ref={region}
      className={`container ${styles.slider}`}
      aria-roledescription={t('slider.carousel')}
      aria-label={t('slider.label', { division: t(`divisions.${division}.name`) })}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!region.current?.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className={styles.stage}>
        {many ? (
          <div className={styles.controls}>
            <button type="button" className={styles.control} onClick={() => setPlaying((value) => !value)}>
              {playing ? t('slider.pause') : t('slider.play')}
            </button>
            <button type="button" className={styles.control} aria-controls={id} onClick={() => go(-1)}>
              <span className={styles.backwards}>
                <ChevronIcon aria-hidden />
              </span>
              <span className="visually-hidden">{t('slider.previous')}</span>
            </button>
            <button type="button" className={styles.control} aria-controls={id} onClick={() => go(1)}>
              <ChevronIcon aria-hidden />
              <span className="visually-hidden">{t('slider.next')}</span>
            </button>
          </div>
        ) : null}
        <div id={id} className={styles.slides} aria-live={playing && !held ? 'off' : 'polite'}>
          {slides.map((slide, position) => (
            // biome-ignore lint/a11y/useSemanticElements: the carousel pattern's slide is a group with a role description; a fieldset is for forms.
            <div
              key={slide._id}
              role="group"
              aria-roledescription={t('slider.slide')}
              aria-label={t('slider.slideOf', { index: position + 1, total: slides.length })}
              hidden={position !== current}
              className={styles.slide}
            >
              <SiteLink href={slide.link} className={styles.slideLink}>
                <ResponsiveImage
                  src={slide.image}
                  focalPoint={slide.imageFocus}
                  alt={slide.alt || t(`divisions.${division}.name`)}
                  className={styles.slideImage}
                  sizes="(min-width: 1212px) 1180px, 100vw"
                  priority={position === 0}
                />
              </SiteLink>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
