// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testI18n } from '../testing/i18n';
import { AreaLandmarkContext, AreaLoading } from './area-landmark';
import { Unavailable } from './Unavailable';

let i18n: I18n;
beforeAll(async () => {
  i18n = await testI18n();
});
afterEach(cleanup);

const inArea = (landmark: boolean, children: React.ReactNode) =>
  render(
    <I18nextProvider i18n={i18n}>
      <AreaLandmarkContext.Provider value={landmark}>{children}</AreaLandmarkContext.Provider>
    </I18nextProvider>,
  );

describe('a remote area’s loading screen and "unavailable" message', () => {
  it('are the page’s one main in an area without a main around it (the dashboard’s frame)', () => {
    inArea(true, <AreaLoading />);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('main').querySelector('[role="status"]')).not.toBeNull();
    cleanup();
    inArea(true, <Unavailable onRetry={() => undefined} />);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('main').querySelector('[role="alert"]')).not.toBeNull();
  });

  it('add no main inside the public site’s layout, which has its own', () => {
    inArea(false, <AreaLoading />);
    expect(screen.queryAllByRole('main')).toHaveLength(0);
    expect(screen.getByRole('status')).toBeTruthy();
  });
});
