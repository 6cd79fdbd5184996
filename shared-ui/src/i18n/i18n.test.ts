import { describe, expect, it } from 'vitest';
import { claimNamespaces, i18next, initI18n, type NamespaceLoader, registerNamespaces } from './i18n';

describe('namespaces shared by several builds (each remote bundles its own copy of the division texts)', () => {
  it('a build that claims a namespace another build loaded reloads it from its own texts; claiming again is free', async () => {
    const fromBuild =
      (text: string): NamespaceLoader =>
      async () => ({ default: { greeting: text } });
    const veterinary = fromBuild('from the veterinary build');
    const human = fromBuild('from the human build');
    await initI18n('common');
    registerNamespaces(['pages'], veterinary);
    await i18next.loadNamespaces('pages');
    expect(i18next.t('pages:greeting')).toBe('from the veterinary build');

    const reload = claimNamespaces(['pages'], human);
    expect(reload).toBeInstanceOf(Promise);
    await reload;
    expect(i18next.t('pages:greeting')).toBe('from the human build');
    expect(claimNamespaces(['pages'], human)).toBeUndefined();
  });

  it('claiming a namespace nobody loaded yet only registers the loader', async () => {
    await initI18n('common');
    expect(claimNamespaces(['later'], async () => ({ default: { word: 'own' } }))).toBeUndefined();
    await i18next.loadNamespaces('later');
    expect(i18next.t('later:word')).toBe('own');
  });
});
