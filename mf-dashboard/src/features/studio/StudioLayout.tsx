import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { Toasts, type ToastTone, useToasts } from '../../components/Toasts';

type Notify = (tone: ToastTone, text: string) => void;

const NotifyContext = createContext<Notify>(() => {});

/** Toasts of the studio's screens; they live above the routes so "Saved" survives the move to the edit screen. */
export function useNotify(): Notify {
  return useContext(NotifyContext);
}

/** The layout route of every studio screen. */
export function StudioLayout() {
  const { t } = useTranslation('dashboard_studio');
  const { toasts, show, dismiss } = useToasts();
  return (
    <NotifyContext.Provider value={show}>
      <Toasts toasts={toasts} closeLabel={t('toast.close')} onDismiss={dismiss} />
      <Outlet />
    </NotifyContext.Provider>
  );
}
