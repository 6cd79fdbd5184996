import type { ComponentPropsWithoutRef, CSSProperties, ElementType, ReactNode } from 'react';

type Space = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

interface BoxProps<T extends ElementType> {
  as?: T;
  className?: string;
  children?: ReactNode;
  style?: CSSProperties;
}

function cx(...names: Array<string | false | undefined>): string {
  return names.filter(Boolean).join(' ');
}

export function Container<T extends ElementType = 'div'>({
  as,
  className,
  ...rest
}: BoxProps<T> & Omit<ComponentPropsWithoutRef<T>, keyof BoxProps<T>>) {
  const Tag = as ?? 'div';
  return <Tag className={cx('container', className)} {...rest} />;
}

export function Stack<T extends ElementType = 'div'>({
  as,
  gap = 4,
  className,
  style,
  ...rest
}: BoxProps<T> & { gap?: Space } & Omit<ComponentPropsWithoutRef<T>, keyof BoxProps<T> | 'gap'>) {
  const Tag = as ?? 'div';
  return <Tag className={cx('stack', `gap-${gap}`, className)} style={style} {...rest} />;
}

export function Cluster<T extends ElementType = 'div'>({
  as,
  gap = 3,
  className,
  style,
  ...rest
}: BoxProps<T> & { gap?: Space } & Omit<ComponentPropsWithoutRef<T>, keyof BoxProps<T> | 'gap'>) {
  const Tag = as ?? 'div';
  return <Tag className={cx('cluster', `gap-${gap}`, className)} style={style} {...rest} />;
}

/** The column widths Grid has a class for (global.css `.grid-min-*`): no inline style, which the CSP refuses in a
 * server-rendered page's HTML. Another width still works, as an inline style set in the browser. */
const GRID_MINS: Record<string, string> = {
  '12rem': 'grid-min-12',
  '14rem': 'grid-min-14',
  '15rem': 'grid-min-15',
  '16rem': 'grid-min-16',
  '18rem': 'grid-min-18',
  '20rem': 'grid-min-20',
  '24rem': 'grid-min-24',
};

/** Responsive grid: as many columns of at least `min` as fit. */
export function Grid<T extends ElementType = 'div'>({
  as,
  min = '16rem',
  className,
  style,
  ...rest
}: BoxProps<T> & { min?: string } & Omit<ComponentPropsWithoutRef<T>, keyof BoxProps<T>>) {
  const Tag = as ?? 'div';
  return (
    <Tag
      className={cx('grid-auto', GRID_MINS[min], className)}
      style={GRID_MINS[min] ? style : ({ '--grid-min': min, ...style } as CSSProperties)}
      {...rest}
    />
  );
}

type ButtonVariant = 'primary' | 'secondary' | 'danger';

export function Button({
  variant = 'primary',
  className,
  type = 'button',
  ...rest
}: ComponentPropsWithoutRef<'button'> & { variant?: ButtonVariant }) {
  return <button type={type} className={cx('btn', `btn-${variant}`, className)} {...rest} />;
}

export function Card<T extends ElementType = 'div'>({
  as,
  className,
  ...rest
}: BoxProps<T> & Omit<ComponentPropsWithoutRef<T>, keyof BoxProps<T>>) {
  const Tag = as ?? 'div';
  return <Tag className={cx('card', className)} {...rest} />;
}

export function Section({
  alt = false,
  className,
  children,
  ...rest
}: ComponentPropsWithoutRef<'section'> & { alt?: boolean }) {
  return (
    <section className={cx('section', alt && 'section-alt', className)} {...rest}>
      <div className="container">{children}</div>
    </section>
  );
}

export { cx };
