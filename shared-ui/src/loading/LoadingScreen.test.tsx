import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingScreen } from './LoadingScreen';

const css = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'loading-screen.module.css'),
  'utf8',
);

describe('LoadingScreen', () => {
  it('announces loading and shows three icons (doctor, paw, plant)', () => {
    render(<LoadingScreen />);
    const status = screen.getByRole('status');
    expect(status.querySelectorAll('svg')).toHaveLength(3);
    expect(status.textContent).toMatch(/Loading/);
  });

  it('bounces 30px every 1.5 s with delays 0 / 0.2 / 0.4 s and sizes 80 / 60 / 50 px', () => {
    expect(css).toMatch(/animation: bounce 1\.5s/);
    expect(css).toMatch(/translateY\(-30px\)/);
    for (const delay of ['0s', '0.2s', '0.4s']) expect(css).toContain(`animation-delay: ${delay}`);
    expect(css).toMatch(/--loader-size: 80px/);
    expect(css).toMatch(/max-width: 768px\)\s*\{\s*\.screen\s*\{\s*--loader-size: 60px/);
    expect(css).toMatch(/max-width: 480px\)\s*\{\s*\.screen\s*\{\s*--loader-size: 50px/);
  });
});
