import { FALLBACK_LANGUAGE, isLanguage, type Language } from '@aurinko/shared-ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * The language tab, also kept in the address (`?lang=fr`) so a link can open a record on one language's tab. The tab
 * switches at once (local state); the address follows, so typing right after a click lands in the new tab's fields.
 */
export function useLanguageTab(): [Language, (language: Language) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('lang');
  const inAddress = isLanguage(raw) ? raw : FALLBACK_LANGUAGE;
  const [selected, setSelected] = useState<Language>(inAddress);
  // A link or history step that changes ?lang= moves the tab too.
  useEffect(() => setSelected(inAddress), [inAddress]);
  const select = (language: Language) => {
    setSelected(language);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (language === FALLBACK_LANGUAGE) next.delete('lang');
        else next.set('lang', language);
        return next;
      },
      { replace: true },
    );
  };
  return [selected, select];
}
