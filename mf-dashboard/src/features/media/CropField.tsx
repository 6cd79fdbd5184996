import { ApiError, Button } from '@aurinko/shared-ui';
import { type PointerEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotify } from '../studio/StudioLayout';
import studio from '../studio/studio.module.css';
import styles from './media.module.css';
import { type MediaItemDetail, mediaApi } from './media-api';

type Rect = { x: number; y: number; width: number; height: number };
const AXES = ['x', 'y', 'width', 'height'] as const;

/**
 * An image's crop (issue 34): the part of the whole picture every page shows. Four number fields in pixels of the
 * whole picture (the keyboard's and screen readers' way), and a drag on the picture as the pointer's shortcut. The
 * server checks the rectangle (inside the picture, at least 1 px each way) and stores the cropped file, which every
 * record using the item then serves; "Show the whole picture" removes the crop.
 */
export function CropField({ item, onSaved }: { item: MediaItemDetail; onSaved: () => void }) {
  const { t } = useTranslation('dashboard_media');
  const notify = useNotify();
  const whole = item.source ?? { url: item.url, width: item.width, height: item.height };
  const width = whole.width ?? 0;
  const height = whole.height ?? 0;
  const [values, setValues] = useState<Record<(typeof AXES)[number], string>>(() => {
    const start: Rect = item.crop ?? { x: 0, y: 0, width, height };
    return {
      x: String(start.x),
      y: String(start.y),
      width: String(start.width),
      height: String(start.height),
    };
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const drag = useRef<{ x: number; y: number } | null>(null);
  if (!width || !height) return null;

  const rect = Object.fromEntries(AXES.map((axis) => [axis, Number(values[axis])])) as Rect;
  const shown = AXES.every((axis) => Number.isFinite(rect[axis])) ? rect : null;

  /** A pointer position on the picture in the picture's own pixels. */
  const pointAt = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const clamp = (value: number, max: number) => Math.min(max, Math.max(0, Math.round(value)));
    return {
      x: clamp(((event.clientX - box.left) / box.width) * width, width),
      y: clamp(((event.clientY - box.top) / box.height) * height, height),
    };
  };
  const dragTo = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    const end = pointAt(event);
    setValues({
      x: String(Math.min(start.x, end.x)),
      y: String(Math.min(start.y, end.y)),
      width: String(Math.abs(end.x - start.x)),
      height: String(Math.abs(end.y - start.y)),
    });
  };

  const refusal = (error: unknown) => {
    if (error instanceof ApiError && error.fields.crop) {
      return t('item.crop.invalid', { width, height });
    }
    return t('item.crop.failed');
  };
  const send = async (crop: Rect | '') => {
    setBusy(true);
    setProblem(null);
    try {
      await mediaApi.update(item._id, { crop });
      notify('success', crop === '' ? t('item.crop.removed') : t('item.crop.saved'));
      onSaved();
    } catch (error) {
      setProblem(refusal(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="stack"
      noValidate
      aria-labelledby={`crop-${item._id}-legend`}
      data-testid="media-crop"
      onSubmit={(event) => {
        event.preventDefault();
        // Whole numbers only; anything else is the server's refusal to word (one rule, one place).
        const crop = Object.fromEntries(
          AXES.map((axis) => [axis, /^\d+$/.test(values[axis].trim()) ? Number(values[axis]) : -1]),
        ) as Rect;
        if (AXES.some((axis) => crop[axis] < 0)) {
          setProblem(t('item.crop.invalid', { width, height }));
          return;
        }
        void send(crop);
      }}
    >
      <fieldset className={studio.bareFieldset}>
        <legend id={`crop-${item._id}-legend`}>{t('item.crop.legend')}</legend>
        <p id={`crop-${item._id}-hint`} className={studio.hint}>
          {t('item.crop.hint', { width, height })}
        </p>
        {/* The pointer's shortcut: drag a rectangle on the whole picture; the fields below are the accessible way. */}
        <div
          className={styles.cropPicture}
          style={{ aspectRatio: `${width} / ${height}` }}
          data-testid="media-crop-picture"
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture?.(event.pointerId);
            drag.current = pointAt(event);
          }}
          onPointerMove={dragTo}
          onPointerUp={(event) => {
            dragTo(event);
            drag.current = null;
          }}
        >
          <img src={whole.url} alt="" draggable={false} />
          {shown ? (
            <span
              className={styles.cropBox}
              aria-hidden="true"
              style={{
                left: `${(shown.x / width) * 100}%`,
                top: `${(shown.y / height) * 100}%`,
                width: `${(shown.width / width) * 100}%`,
                height: `${(shown.height / height) * 100}%`,
              }}
            />
          ) : null}
        </div>
        <div className={styles.cropFields}>
          {AXES.map((axis) => (
            <div className="field" key={axis}>
              <label htmlFor={`crop-${item._id}-${axis}`}>{t(`item.crop.${axis}`)}</label>
              <input
                id={`crop-${item._id}-${axis}`}
                type="number"
                inputMode="numeric"
                dir="ltr"
                step={1}
                value={values[axis]}
                aria-describedby={`crop-${item._id}-hint`}
                aria-invalid={problem ? true : undefined}
                onChange={(event) => setValues({ ...values, [axis]: event.target.value })}
              />
            </div>
          ))}
        </div>
      </fieldset>
      {problem ? (
        <div className="alert alert-error" role="alert">
          <p>{problem}</p>
        </div>
      ) : null}
      <div className="cluster">
        <Button type="submit" disabled={busy}>
          {t('item.crop.save')}
        </Button>
        {item.crop ? (
          <Button variant="secondary" disabled={busy} onClick={() => void send('')}>
            {t('item.crop.remove')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
