// @ts-check
/**
 * A page's status and head: honest status codes (a path is a page only if the shell's route list or the list of the
 * remote that owns it has it, and a page showing one record only if the API has that record; else the not-found
 * page, 404), and the head right for its URL and language, with the page's own texts, image and structured data.
 */
import { IMAGE_SIZES } from '../contract/image-variants.mjs';
import { summarize } from '../contract/page-text.mjs';
import { richTextToPlainText } from '../contract/rich-text.mjs';
import { likelyLanguage } from './first-view.mjs';
import { renderHead } from './head-tags.mjs';
import { concretePath, matchRoute } from './seo-routes.mjs';

/** @typedef {import('./seo-routes.mjs').Manifest} Manifest @typedef {import('./seo-routes.mjs').Matched} Matched */
/** @typedef {import('./seo-routes.mjs').Page} Page */

/** @param {ReturnType<typeof import('./seo-reads.mjs').createSeoReads>} reads */
export function createPageHead(reads) {
  const { shellManifest, template, remoteManifest, api, originOf } = reads;

  /**
   * Which table decides about a path: the shell's own routes, or the remote mounted there.
   * @param {Manifest} shell @param {string[]} segments @param {number} deadline the page's remote budget
   */
  async function owner(shell, segments, deadline) {
    const own = matchRoute(shell.routes, segments);
    if (own) return { match: own, manifest: shell, isPrivate: false, known: true };
    const pathname = `/${segments.join('/')}`.toLowerCase();
    const mount = (shell.mounts ?? []).find((m) => {
      const base = m.path.toLowerCase();
      return pathname === base || (m.prefix && pathname.startsWith(`${base}/`));
    });
    if (!mount) return undefined;
    const manifest = await remoteManifest(mount.remote, deadline);
    if (!manifest)
      return { match: undefined, manifest: undefined, isPrivate: Boolean(mount.private), known: false };
    const match = matchRoute(manifest.routes, segments);
    return match ? { match, manifest, isPrivate: Boolean(mount.private), known: true } : undefined;
  }

  /** `?lng=` as one of the site's languages, or undefined (then the page is the x-default one, in English). */
  function requestedLanguage(/** @type {URL} */ url, /** @type {string[]} */ languages) {
    const value = (url.searchParams.get('lng') ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
    return languages.includes(value) ? value : undefined;
  }

  /**
   * The page's status and HTML with its head (title, description, links, structured data).
   * @param {import('node:http').IncomingMessage} req
   * @param {Matched} matched receives the page's route
   * @returns {Promise<Page | undefined>}
   */
  async function pageWithHead(req, matched) {
    const [shell, html] = await Promise.all([shellManifest(), template()]);
    if (!html || !shell) return undefined;
    const url = new URL(req.url ?? '/', 'http://localhost');
    const languages = shell.languages;
    const chosen = requestedLanguage(url, languages);
    // The page's texts in the language its body is rendered in: `?lng=`, else the visitor's Accept-Language (the
    // x-default address negotiates; its canonical and alternates stay language-free).
    const lng = chosen ?? likelyLanguage(url, req.headers['accept-language'], languages);
    const origin = originOf(req);
    let segments;
    try {
      segments = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    } catch {
      segments = undefined;
    }
    const site = shell.site?.[lng] ?? { name: '', description: '' };
    const preview = `${origin}${shell.images?.preview ?? ''}`;
    /** @type {{ title: string, description: string, image: string, type: string, noindex: boolean, canonical?: string, jsonLd: unknown[] }} */
    const head = {
      title: site.name,
      description: site.description,
      image: preview,
      type: 'website',
      noindex: false,
      jsonLd: [],
    };
    const notFound = () => {
      const texts = shell.notFound?.[lng] ?? { title: '404', description: site.description };
      return renderHead(html, shell, lng, 404, { ...head, ...texts, noindex: true });
    };
    if (!segments || segments.some((segment) => segment.includes('/'))) return notFound();
    const found = await owner(shell, segments, matched.deadline);
    if (!found) return notFound();
    if (!found.known || !found.match || !found.manifest) {
      // A remote without a route list: its own router decides; the page answers 200 with the site's texts.
      return renderHead(html, shell, lng, 200, { ...head, noindex: found.isPrivate });
    }
    const { route, params } = found.match;
    matched.route = route;
    matched.params = params;
    const manifest = found.manifest;
    const canonicalPath = concretePath(route.path, params);
    const pageUrl = (/** @type {string | undefined} */ language) =>
      `${origin}${canonicalPath}${language ? `?lng=${language}` : ''}`;
    const noindex = found.isPrivate || Boolean(route.noindex);
    const crumbs = [
      ...route.breadcrumb.map((crumb) => ({
        name: crumb.name[lng] ?? '',
        url: `${origin}${crumb.path}${chosen ? `?lng=${chosen}` : ''}`,
      })),
    ];

    const texts = route.meta?.[lng];
    if (texts) Object.assign(head, texts);
    head.noindex = noindex;
    if (!noindex) head.canonical = pageUrl(chosen);

    if (route.data?.kind === 'product') {
      const { status, body } = await api(
        `/api/products/${encodeURIComponent(params.productId ?? Object.values(params)[0] ?? '')}?lang=${lng}`,
        matched.deadline,
      );
      if (status === 404 || (status === 200 && body?.group !== route.data.group)) return notFound();
      if (status === 200) {
        head.title = (route.titleFormat?.[lng] ?? '{{page}}').replace('{{page}}', body.name);
        // Details are rich text (issue 33): their text, as the page's own description reads it.
        head.description = summarize(richTextToPlainText(body.details)) || site.description;
        if (body.image) head.image = `${origin}${body.image}`;
        if (body.image) matched.image = { url: body.image, sizes: IMAGE_SIZES.productDetail };
        head.type = 'product';
        crumbs.push({ name: body.name, url: head.canonical ?? pageUrl(chosen) });
        head.jsonLd.push({
          '@context': 'https://schema.org',
          '@type': 'Product',
          name: body.name,
          description: head.description,
          ...(body.image ? { image: `${origin}${body.image}` } : {}),
          ...(body.category ? { category: body.category } : {}),
          sku: String(body._id),
          url: pageUrl(chosen),
          brand: { '@type': 'Brand', name: site.name },
          manufacturer: {
            '@type': 'Organization',
            name: shell.organization?.[lng]?.name ?? site.name,
            url: `${origin}/`,
          },
        });
      }
    } else if (route.data?.kind === 'blog') {
      const { status, body } = await api(
        `/api/blogs/${encodeURIComponent(params.slug ?? Object.values(params)[0] ?? '')}?lang=${lng}`,
        matched.deadline,
      );
      const division = route.data.division;
      if (status === 404 || (status === 200 && body?.division && body.division !== division))
        return notFound();
      if (status === 200) {
        head.title = (route.titleFormat?.[lng] ?? '{{page}}').replace('{{page}}', body.title);
        head.description = summarize(body.excerpt) || site.description;
        if (body.cover) head.image = `${origin}${body.cover}`;
        // The cover is the post's largest paint: hinted with its srcset, as a product's picture is.
        if (typeof body.cover === 'string' && body.cover.startsWith('/'))
          matched.image = { url: body.cover, sizes: IMAGE_SIZES.blogCover };
        head.type = 'article';
        crumbs.push({ name: body.title, url: head.canonical ?? pageUrl(chosen) });
        head.jsonLd.push({
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: body.title,
          description: head.description,
          ...(body.cover ? { image: `${origin}${body.cover}` } : {}),
          datePublished: body.publishedAt,
          inLanguage: lng,
          mainEntityOfPage: pageUrl(chosen),
          author: { '@type': 'Organization', name: shell.organization?.[lng]?.name ?? site.name },
          publisher: {
            '@type': 'Organization',
            name: shell.organization?.[lng]?.name ?? site.name,
            logo: { '@type': 'ImageObject', url: `${origin}${shell.images?.logo ?? ''}` },
          },
        });
      }
    } else if (route.banner) {
      const { status, body } = await api(
        `/api/page-banners?key=${encodeURIComponent(route.banner)}&lang=${lng}`,
        matched.deadline,
      );
      if (status === 200 && body?.image) head.image = `${origin}${body.image}`;
    }

    if (route.jsonLd?.includes('organization') && shell.organization?.[lng]) {
      const org = shell.organization[lng];
      head.jsonLd.push({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: org.name,
        alternateName: org.alternateName,
        description: org.description,
        url: `${origin}/`,
        logo: `${origin}${shell.images?.logo ?? ''}`,
        address: org.offices.map((office) => ({
          '@type': 'PostalAddress',
          name: office.title,
          streetAddress: office.address,
          ...(office.country ? { addressCountry: office.country } : {}),
        })),
        contactPoint: org.offices.map((office) => ({
          '@type': 'ContactPoint',
          contactType: 'customer service',
          name: office.title,
          email: office.email,
          telephone: office.phone,
          ...(office.country ? { areaServed: office.country } : {}),
        })),
      });
    }
    if (manifest !== shell && crumbs.length > 1) {
      head.jsonLd.push({
        '@context': 'https://schema.org',
        '@type': 'BreadcrumbList',
        itemListElement: crumbs.map((crumb, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          name: crumb.name,
          item: crumb.url,
        })),
      });
    }
    const alternates = noindex
      ? []
      : [
          ...languages.map((language) => ({ hreflang: language, href: pageUrl(language) })),
          { hreflang: 'x-default', href: pageUrl(undefined) },
        ];
    return renderHead(html, shell, lng, 200, { ...head, url: pageUrl(chosen), alternates });
  }

  return { pageWithHead };
}
