import { richTextToPlainText } from '@aurinko/contract/rich-text';
import { ResponsiveImage, RichText, useApi } from '@aurinko/shared-ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './events.module.css';
import { fetchEvents, isPast, type SiteEvent } from './events-api';

function EventCard({ event, compact }: { event: SiteEvent; compact: boolean }) {
  const { t, i18n } = useTranslation('news');
  const past = isPast(event);
  // The event's day, the same in every time zone.
  const day = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(event.date),
  );
  const [cover, ...more] = event.images;
  // The description is the studio's rich text (issue 33): the home page's card shows its first paragraph as text.
  const summary = compact ? (richTextToPlainText(event.description).split(/\n+/).find(Boolean) ?? '') : '';
  return (
    <li className={`card ${styles.event}`} data-testid="event">
      {cover ? (
        <ResponsiveImage
          className={styles.cover}
          src={cover}
          alt={t('events.photo', { number: 1, title: event.title })}
          width={800}
          height={600}
          sizes={compact ? '(min-width: 48rem) 33vw, 100vw' : '(min-width: 48rem) 50vw, 100vw'}
        />
      ) : null}
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={past ? styles.past : styles.upcoming}>
            {past ? t('events.past') : t('events.upcoming')}
          </span>
          <time dateTime={event.date.slice(0, 10)}>{day}</time>
        </p>
        <h3 className={styles.title}>{event.title}</h3>
        <p className={styles.place}>
          <span className="visually-hidden">{t('events.place')}: </span>
          <span dir="auto">{event.place}</span>
        </p>
        {compact ? (
          <p className={styles.clamped} lang={event.descriptionLanguage} dir="auto">
            {summary}
          </p>
        ) : (
          <RichText value={event.description} language={event.descriptionLanguage} />
        )}
        {!compact && more.length > 0 ? (
          <ul className={styles.photos}>
            {more.map((url, index) => (
              <li key={url}>
                <ResponsiveImage
                  src={url}
                  alt={t('events.photo', { number: index + 2, title: event.title })}
                  width={200}
                  height={150}
                  sizes="200px"
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

/**
 * A section of events from the studio, newest first, past ones marked. `compact`: the home page's few (first
 * paragraph, cover only); otherwise the news page's full list. Nothing at all is shown while loading, when there are
 * none or on error (the page reads the same without it).
 */
export function EventsSection({
  id,
  heading,
  intro,
  footer,
  limit,
  compact = false,
  className = 'section',
}: {
  id: string;
  heading: string;
  intro?: string;
  footer?: ReactNode;
  limit: number;
  compact?: boolean;
  className?: string;
}) {
  const state = useApi(() => fetchEvents(limit), [limit]);
  if (state.status !== 'success' || state.data.items.length === 0) return null;
  return (
    <section id={id} className={className} aria-labelledby={`${id}-heading`} data-testid={id}>
      <div className="container">
        <h2 id={`${id}-heading`}>{heading}</h2>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        <ul className={styles.events}>
          {state.data.items.map((event) => (
            <EventCard key={event._id} event={event} compact={compact} />
          ))}
        </ul>
        {footer ? <div className={styles.more}>{footer}</div> : null}
      </div>
    </section>
  );
}
