import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './overview.module.css';
import type { DailyVisits } from './overview-api';

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 12, bottom: 28, side: 40 };

/** Rounds the axis maximum up to a readable number (1, 2, 5 × 10^n). */
export function niceMax(value: number): number {
  if (value <= 5) return 5;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value) ?? 10;
  return step * power;
}

/**
 * Visits per day as bars, unique visitors as a line; inline SVG, no chart library. The figure has a text summary
 * (its accessible name) and the same numbers as a table. Time runs in the reading direction (mirrored in Arabic).
 */
export function VisitsChart({ days }: { days: readonly DailyVisits[] }) {
  const { t, i18n } = useTranslation('dashboard');
  const id = useId();
  const rtl = i18n.dir() === 'rtl';
  const number = new Intl.NumberFormat(i18n.resolvedLanguage);
  const dateFormat = new Intl.DateTimeFormat(i18n.resolvedLanguage, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const formatDay = (date: string) => dateFormat.format(new Date(`${date}T00:00:00Z`));

  const total = days.reduce((sum, day) => sum + day.visits, 0);
  const busiest = days.reduce<DailyVisits | undefined>(
    (best, day) => (!best || day.visits > best.visits ? day : best),
    undefined,
  );
  const max = niceMax(Math.max(0, ...days.map((day) => day.visits)));
  const plotWidth = WIDTH - 2 * PAD.side;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(days.length, 1);
  const xOf = (index: number) => {
    const left = PAD.side + index * slot;
    return rtl ? WIDTH - left - slot : left;
  };
  const yOf = (value: number) => PAD.top + plotHeight - (value / max) * plotHeight;
  const line = days.map((day, index) => `${xOf(index) + slot / 2},${yOf(day.unique)}`).join(' ');
  const labelled = days
    .map((day, index) => ({ day, index }))
    .filter(({ index }) => index === 0 || index === days.length - 1 || index === Math.floor(days.length / 2));

  const summary =
    busiest && busiest.visits > 0
      ? t('chart.summary', {
          total: number.format(total),
          busiestDay: formatDay(busiest.date),
          busiestVisits: number.format(busiest.visits),
        })
      : t('chart.empty', { days: number.format(days.length) });

  return (
    <figure className={styles.chart}>
      <figcaption>
        <h2 id={`${id}-title`}>{t('chart.title', { days: number.format(days.length) })}</h2>
        <p id={`${id}-summary`}>{summary}</p>
      </figcaption>
      <ul className={styles.legend}>
        <li>
          <span className={`${styles.swatch} ${styles.swatchVisits}`} aria-hidden="true" />
          {t('chart.visits')}
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.swatchUnique}`} aria-hidden="true" />
          {t('chart.unique')}
        </li>
      </ul>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-summary`}
        focusable="false"
      >
        <title>{summary}</title>
        <line className={styles.axis} x1={PAD.side} x2={WIDTH - PAD.side} y1={yOf(0)} y2={yOf(0)} />
        <line
          className={styles.axis}
          x1={PAD.side}
          x2={WIDTH - PAD.side}
          y1={yOf(max)}
          y2={yOf(max)}
          strokeDasharray="4 4"
        />
        <text
          className={styles.tick}
          x={rtl ? WIDTH - PAD.side + 6 : PAD.side - 6}
          y={yOf(max) + 4}
          textAnchor={rtl ? 'start' : 'end'}
        >
          {number.format(max)}
        </text>
        <text
          className={styles.tick}
          x={rtl ? WIDTH - PAD.side + 6 : PAD.side - 6}
          y={yOf(0) + 4}
          textAnchor={rtl ? 'start' : 'end'}
        >
          {number.format(0)}
        </text>
        {days.map((day, index) => (
          <rect
            key={day.date}
            className={styles.bar}
            x={xOf(index) + slot * 0.15}
            width={slot * 0.7}
            y={yOf(day.visits)}
            height={Math.max(0, yOf(0) - yOf(day.visits))}
            rx={2}
          >
            <title>{`${formatDay(day.date)}: ${number.format(day.visits)}`}</title>
          </rect>
        ))}
        {days.length > 1 ? <polyline className={styles.line} points={line} /> : null}
        {labelled.map(({ day, index }) => (
          <text
            key={day.date}
            className={styles.tick}
            x={xOf(index) + slot / 2}
            y={HEIGHT - 8}
            textAnchor="middle"
          >
            {formatDay(day.date)}
          </text>
        ))}
      </svg>
      <details>
        <summary>{t('chart.showTable')}</summary>
        <table className={styles.table}>
          <caption className="visually-hidden">
            {t('chart.title', { days: number.format(days.length) })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('chart.date')}</th>
              <th scope="col">{t('chart.visits')}</th>
              <th scope="col">{t('chart.unique')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{formatDay(day.date)}</th>
                <td>{number.format(day.visits)}</td>
                <td>{number.format(day.unique)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
