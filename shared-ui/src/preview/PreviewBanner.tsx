import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { isAdmin, useSession } from '../session/session-store';
import { asksForPreview } from './preview';
import styles from './preview-banner.module.css';

/**
 * "Preview — not published" on a public page opened with `?preview=1` by a signed-in admin (the API then shows
 * drafts and unpublished records). For anyone else the parameter changes nothing, so nothing is shown.
 */
export function PreviewBanner() {
  const { t } = useTranslation('common');
  const { pathname, search } = useLocation();
  const preview = asksForPreview(search);
  const status = useSession((state) => state.status);
  const user = useSession((state) => state.user);
  const refresh = useSession((state) => state.refresh);

  useEffect(() => {
    // The public site does not ask who is signed in; a preview must know.
    if (preview && status === 'unknown') refresh().catch(() => undefined);
  }, [preview, status, refresh]);

  if (!preview || !isAdmin(user)) return null;
  const rest = new URLSearchParams(search);
  rest.delete('preview');
  const query = rest.toString();
  return (
    <div className={styles.banner} data-testid="preview-banner">
      <p className={styles.text}>
        <strong>{t('preview.title')}</strong> {t('preview.text')}
      </p>
      <Link className={styles.leave} to={`${pathname}${query ? `?${query}` : ''}`}>
        {t('preview.leave')}
      </Link>
    </div>
  );
}
