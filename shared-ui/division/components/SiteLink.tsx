import { isSiteLink, isSitePath } from '@aurinko/shared-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

/**
 * The link an admin gave a banner or slide: a site path as an in-app link, an https address as a plain link; anything
 * else (the API refuses it, so only old data) is not a link at all.
 */
export function SiteLink({
  href,
  className,
  children,
}: {
  href: string | null;
  className?: string;
  children: ReactNode;
}) {
  if (!href || !isSiteLink(href)) return <>{children}</>;
  if (isSitePath(href)) {
    return (
      <Link to={href} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={className} rel="noopener">
      {children}
    </a>
  );
}
