import { act, cleanup, render, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Banner } from '../api/content-api';
import { testI18n } from '../testing/i18n';
import { SLIDE_INTERVAL_MS, SlideCarousel } from './ImageSlider';

let instance: i18n;
beforeAll(async () => {
  instance = await testI18n();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const slide = (id: string, alt: string, link: string | null): Banner => ({
  _id: id,
  division: 'human',
  image: `/api/uploads/banners/${id}.webp`,
  imageFocus: null,
  link,
  alt,
  sortOrder: Number(id),
});

const SLIDES = [
  slide('1', 'Calves', '/human/about'),
  slide('2', 'Wheat field', 'https://example.com/crops'),
  slide('3', 'Capsules', null),
];

function setup(slides = SLIDES) {
  vi.useFakeTimers();
  return render(
    <I18nextProvider i18n={instance}>
      <MemoryRouter>
        <SlideCarousel division="human" slides={slides} />
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/** The one slide shown (the others are hidden, out of the accessibility tree). */
const shown = () => screen.getByRole('group');

describe('the image slider', () => {
  it('is a labelled carousel of labelled slides, one shown at a time, each image with its text', () => {
    setup();
    const carousel = screen.getByRole('region', { name: 'Human Health: highlights' });
    expect(carousel.getAttribute('aria-roledescription')).toBe('carousel');
    expect(shown().getAttribute('aria-label')).toBe('1 of 3');
    expect(shown().getAttribute('aria-roledescription')).toBe('slide');
    expect(screen.getByRole('link', { name: 'Calves' }).getAttribute('href')).toBe('/human/about');
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(3);
  });

  it('moves with previous and next (wrapping), announcing the slide once the visitor moves it', () => {
    setup();
    const next = screen.getByRole('button', { name: 'Next slide' });
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    act(() => next.click());
    expect(shown().getAttribute('aria-label')).toBe('2 of 3');
    expect(screen.getByRole('link', { name: 'Wheat field' }).getAttribute('href')).toBe(
      'https://example.com/crops',
    );
    act(() => previous.click());
    act(() => previous.click());
    expect(shown().getAttribute('aria-label')).toBe('3 of 3');
    // A slide without a link is an image only.
    expect(screen.queryByRole('link', { name: 'Capsules' })).toBeNull();
    expect(screen.getByRole('img', { name: 'Capsules' })).toBeTruthy();
  });

  it('plays by itself until paused; the live region speaks only while it does not play', () => {
    setup();
    const live = shown().parentElement as HTMLElement;
    expect(live.getAttribute('aria-live')).toBe('off');
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(shown().getAttribute('aria-label')).toBe('2 of 3');
    act(() => screen.getByRole('button', { name: 'Pause slideshow' }).click());
    expect(live.getAttribute('aria-live')).toBe('polite');
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS * 3));
    expect(shown().getAttribute('aria-label')).toBe('2 of 3');
    act(() => screen.getByRole('button', { name: 'Play slideshow' }).click());
    act(() => vi.advanceTimersByTime(SLIDE_INTERVAL_MS));
    expect(shown().getAttribute('aria-label')).toBe('3 of 3');
  });

  it('shows a single slide without controls', () => {
    setup([slide('1', 'Calves', null)]);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('img', { name: 'Calves' })).toBeTruthy();
  });
});
