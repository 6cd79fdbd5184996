import { Button, type FocalPoint } from '@aurinko/shared-ui';
import type { PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './studio.module.css';

const CENTRE: FocalPoint = { x: 50, y: 50 };
const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

/** The form's value of a focal point field: `{x, y}`, or `""` (none: the centre). */
export const focalPointValue = (value: unknown): FocalPoint | null =>
  value && typeof value === 'object' && 'x' in value && 'y' in value ? (value as FocalPoint) : null;

/**
 * Where the picture's subject is, for the slots that crop it (object-fit: cover keeps this point in view): click the
 * picture, or move the two sliders (the keyboard's way: arrow keys, Page Up/Down, Home/End); "Centre" removes it.
 */
export function FocalPointField({
  id,
  src,
  value,
  onChange,
}: {
  id: string;
  /** The picture as it is now (the stored one, or the one chosen to upload). */
  src: string | null;
  value: unknown;
  onChange: (value: FocalPoint | '') => void;
}) {
  const { t } = useTranslation('dashboard_studio');
  const point = focalPointValue(value);
  const shown = point ?? CENTRE;
  const set = (next: FocalPoint) => onChange({ x: clamp(next.x), y: clamp(next.y) });
  const onPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    set({
      x: ((event.clientX - box.left) / box.width) * 100,
      y: ((event.clientY - box.top) / box.height) * 100,
    });
  };
  return (
    <fieldset className={styles.focalPoint} data-testid={`focal-${id}`}>
      <legend>{t('form.focalPoint.legend')}</legend>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('form.focalPoint.hint')}
      </p>
      {src ? (
        // The pointer's shortcut; the sliders below are the accessible way (keyboard, screen readers).
        <div className={styles.focalPicture} onPointerDown={onPointer} data-testid={`focal-picture-${id}`}>
          <img src={src} alt="" draggable={false} />
          <span
            className={styles.focalMarker}
            style={{ left: `${shown.x}%`, top: `${shown.y}%` }}
            aria-hidden="true"
          />
        </div>
      ) : null}
      <div className={styles.focalSliders}>
        {(['x', 'y'] as const).map((axis) => (
          <div className="field" key={axis}>
            <label htmlFor={`${id}-${axis}`}>{t(`form.focalPoint.${axis}`)}</label>
            <input
              id={`${id}-${axis}`}
              type="range"
              min={0}
              max={100}
              step={1}
              value={shown[axis]}
              aria-valuetext={t('form.focalPoint.percent', { value: shown[axis] })}
              aria-describedby={`${id}-hint`}
              onChange={(event) => set({ ...shown, [axis]: Number(event.target.value) })}
            />
          </div>
        ))}
      </div>
      <p className={styles.hint} aria-live="polite">
        {point ? t('form.focalPoint.value', { x: point.x, y: point.y }) : t('form.focalPoint.centre')}
      </p>
      {point ? (
        <Button variant="secondary" onClick={() => onChange('')}>
          {t('form.focalPoint.reset')}
        </Button>
      ) : null}
    </fieldset>
  );
}
