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
  return (
    <Tag
      className={cx('stack', className)}
      style={{ '--stack-gap': `var(--space-${gap})`, ...style } as CSSProperties}
      {...rest}
    />
  );
}

export function Cluster<T extends ElementType = 'div'>({
  as,
  gap = 3,
  className,
  style,
  ...rest
}: BoxProps<T> & { gap?: Space } & Omit<ComponentPropsWithoutRef<T>, keyof BoxProps<T> | 'gap'>) {
  const Tag = as ?? 'div';
  return (
    <Tag
      className={cx('cluster', className)}
      style={{ '--cluster-gap': `var(--space-${gap})`, ...style } as CSSProperties}
      {...rest}
    />
  );
}

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
      className={cx('grid-auto', className)}
      style={{ '--grid-min': min, ...style } as CSSProperties}
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
