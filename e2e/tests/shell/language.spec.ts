import { expect, test } from '../fixtures';
import { mainMenu } from './helpers';

test('?lng=ko shows Korean, and the choice survives a reload', async ({ page }) => {
  await page.goto('/?lng=ko');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('아우린코 라이프 사이언스');
  await expect(mainMenu(page).getByRole('link', { name: '홈', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ko');

  await page.goto('/news');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('우리의 아이덴티티가 진화했습니다');
  await expect(page.getByTestId('language-select')).toHaveValue('ko');
});

test('the language selector switches every text at once, including right-to-left Arabic', async ({
  page,
}) => {
  await page.goto('/?lng=en');
  const select = page.getByTestId('language-select');
  await expect(page.getByText('Language', { exact: true })).toBeVisible();
  await expect(select).toHaveAttribute('title', 'Select Language');
  await expect(select.locator('option')).toHaveText([
    'English',
    'العربية',
    'Français',
    '한국어',
    'Español',
    'Русский',
  ]);
  await select.selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('مرحبًا بكم في');
  await expect(page.getByRole('contentinfo')).toContainText('مكاتبنا');
  await select.selectOption('fr');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Bienvenue chez');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('fr');
});
