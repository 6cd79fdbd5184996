import { summarize } from '@aurinko/contract/page-text';
import {
  BidiText,
  Card,
  Grid,
  IMAGE_SIZES,
  imageUrlForWidth,
  isRichTextEmpty,
  ResponsiveImage,
  RichText,
  Section,
  useApi,
} from '@aurinko/shared-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { contentApi, type Report, type Video } from '../api/content-api';
import { ReviewForm } from '../catalogue/ReviewForm';
import { ReviewList } from '../catalogue/ReviewList';
import { ApiView, EmptyState } from '../components/ApiView';
import { Lightbox } from '../components/Lightbox';
import { PageHeader } from '../components/PageHeader';
import { Pagination, usePageParam } from '../components/Pagination';
import { ShareLinks } from '../components/ShareLinks';
import { usePageTexts } from '../hooks/use-page-texts';
import { DIVISIONS, type Division } from '../namespaces';
import { SHARED_PAGE_META } from '../seo/page-meta';
import { LIST_PAGE_SIZE as PAGE_SIZE, RELATED_POSTS } from './page-reads';
import styles from './pages.module.css';
import { readingMinutes } from './reading-time';

function NewTab({ href, label }: { href: string; label: string }) {
  const { t } = useTranslation('media');
  return (
    <a className="btn btn-secondary" href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden"> {t('opensInNewTab')}</span>
    </a>
  );
}

/** Reports (`category=Reports`) or articles (`category=Articles`) of the division. */
export function ReportsPage({ division, category }: { division: Division; category: Report['category'] }) {
  const { t } = useTranslation('media');
  const key = category === 'Reports' ? 'reports' : 'articles';
  const meta = usePageTexts(SHARED_PAGE_META[category === 'Reports' ? 'report' : 'articles']);
  const [page, setPage] = usePageParam();
  const reports = useApi(
    () => contentApi.reports(division, category, { page, pageSize: PAGE_SIZE }),
    [division, category, page],
  );
  return (
    <Section>
      <PageHeader title={meta.title} intro={t(`${key}.intro`)} description={meta.description} />
      <ApiView
        state={reports}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState text={t(`${key}.empty`)} />}
      >
        {(data) => (
          <>
            <ul className={styles.cards}>
              {data.items.map((report) => (
                <li key={report._id} className="card">
                  <h2 className={styles.cardTitle}>{report.title}</h2>
                  {isRichTextEmpty(report.details) ? null : (
                    <RichText value={report.details} language={report.detailsLanguage} />
                  )}
                  {report.file ? <NewTab href={report.file} label={t('downloadPdf')} /> : null}
                </li>
              ))}
            </ul>
            <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />
          </>
        )}
      </ApiView>
    </Section>
  );
}

export function BrochuresPage({ division }: { division: Division }) {
  const { t } = useTranslation('media');
  const meta = usePageTexts(SHARED_PAGE_META.brochures);
  const [page, setPage] = usePageParam();
  const brochures = useApi(
    () => contentApi.brochures(division, { page, pageSize: PAGE_SIZE }),
    [division, page],
  );
  return (
    <Section>
      <PageHeader title={meta.title} intro={t('brochures.intro')} description={meta.description} />
      <ApiView
        state={brochures}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState text={t('brochures.empty')} />}
      >
        {(data) => (
          <>
            <ul className={styles.cards}>
              {data.items.map((brochure) => (
                <li key={brochure._id} className="card">
                  <h2 className={styles.cardTitle}>{brochure.name}</h2>
                  {brochure.category ? <p className={styles.role}>{brochure.category}</p> : null}
                  {brochure.file ? <NewTab href={brochure.file} label={t('downloadPdf')} /> : null}
                </li>
              ))}
            </ul>
            <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />
          </>
        )}
      </ApiView>
    </Section>
  );
}

/**
 * An external video, privacy-friendly: nothing is loaded from YouTube or Vimeo until the visitor presses play (then
 * the no-cookie player, in a frame the CSP allows); the link to the video's own page is always there.
 */
function EmbeddedVideo({ video, embed }: { video: Video; embed: string }) {
  const { t } = useTranslation('media');
  const [playing, setPlaying] = useState(false);
  const host = new URL(embed).hostname;
  return (
    <div className="stack">
      {playing ? (
        <iframe
          className={styles.embed}
          src={`${embed}${embed.includes('?') ? '&' : '?'}autoplay=1`}
          title={video.title}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          {video.poster ? (
            <ResponsiveImage
              src={video.poster}
              alt=""
              className={styles.video}
              sizes="(min-width: 48rem) 50vw, 100vw"
            />
          ) : null}
          <p className={styles.role}>{t('videos.privacy', { host })}</p>
        </>
      )}
      <div className="cluster">
        {playing ? null : (
          <button type="button" className="btn btn-primary" onClick={() => setPlaying(true)}>
            {t('videos.play')}
            <span className="visually-hidden"> {video.title}</span>
          </button>
        )}
        <NewTab href={video.url} label={t('watchVideo')} />
      </div>
    </div>
  );
}

export function VideosPage({ division }: { division: Division }) {
  const { t } = useTranslation('media');
  const meta = usePageTexts(SHARED_PAGE_META.videos);
  const [page, setPage] = usePageParam();
  const videos = useApi(() => contentApi.videos(division, { page, pageSize: PAGE_SIZE }), [division, page]);
  return (
    <Section>
      <PageHeader title={meta.title} intro={t('videos.intro')} description={meta.description} />
      <ApiView
        state={videos}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState text={t('videos.empty')} />}
      >
        {(data) => (
          <>
            <Grid as="ul" min="18rem" className={styles.plainList}>
              {data.items.map((video) => (
                <li key={video._id} className="card">
                  <h2 className={styles.cardTitle}>{video.title}</h2>
                  {video.kind === 'file' ? (
                    // biome-ignore lint/a11y/useMediaCaption: company videos come without caption files.
                    <video
                      controls
                      preload="metadata"
                      src={video.url}
                      poster={video.poster ? imageUrlForWidth(video.poster, 960) : undefined}
                      className={styles.video}
                      aria-label={video.title}
                    >
                      {t('videos.unsupported')}
                    </video>
                  ) : video.embed ? (
                    <EmbeddedVideo video={video} embed={video.embed} />
                  ) : (
                    <NewTab href={video.url} label={t('watchVideo')} />
                  )}
                </li>
              ))}
            </Grid>
            <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />
          </>
        )}
      </ApiView>
    </Section>
  );
}

export function PhotoGalleryPage({ division }: { division: Division }) {
  const { t } = useTranslation('gallery');
  const meta = usePageTexts(SHARED_PAGE_META.photo_gallery);
  const [page, setPage] = usePageParam();
  const [category, setCategory] = useState('');
  const [viewing, setViewing] = useState<number | null>(null);
  const categories = useApi(() => contentApi.galleryCategories(division), [division]);
  const photos = useApi(
    () => contentApi.gallery(division, category, { page, pageSize: PAGE_SIZE }),
    [division, category, page],
  );
  return (
    <Section>
      <PageHeader title={meta.title} intro={t('intro')} description={meta.description} />
      {categories.status === 'success' && categories.data.length > 0 ? (
        <div className={`field ${styles.filter}`}>
          <label htmlFor="gallery-category">{t('categoryFilter')}</label>
          <select
            id="gallery-category"
            value={category}
            onChange={(event) => {
              setCategory(event.target.value);
              setViewing(null);
              setPage(1);
            }}
          >
            <option value="">{t('allCategories')}</option>
            {categories.data.map((item) => (
              <option key={item.category} value={item.category}>
                {item.label} ({t('photoCount', { count: item.count })})
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <ApiView
        state={photos}
        isEmpty={(data) => data.items.length === 0}
        empty={<EmptyState text={t('noPhotos')} />}
      >
        {(data) => (
          <>
            <ul className={styles.photos}>
              {data.items.map((photo, index) => (
                <li key={photo._id}>
                  <figure>
                    {/* A real link (new tab, middle click, no script); a plain click opens the viewer. */}
                    <a
                      href={photo.image}
                      target="_blank"
                      rel="noopener noreferrer"
                      aria-label={t('openPhoto', { caption: photo.caption })}
                      onClick={(event) => {
                        if (
                          event.button !== 0 ||
                          event.metaKey ||
                          event.ctrlKey ||
                          event.shiftKey ||
                          event.altKey
                        ) {
                          return;
                        }
                        event.preventDefault();
                        setViewing(index);
                      }}
                    >
                      <ResponsiveImage
                        src={photo.image}
                        alt={photo.alt || photo.caption}
                        sizes={IMAGE_SIZES.galleryPhoto}
                        priority={index === 0}
                      />
                    </a>
                    <figcaption>{photo.caption}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
            <Lightbox
              photos={data.items.map((photo) => ({
                src: photo.image,
                caption: photo.caption,
                alt: photo.alt,
              }))}
              index={viewing}
              onIndexChange={setViewing}
              onClose={() => setViewing(null)}
            />
            <Pagination
              page={page}
              pageSize={PAGE_SIZE}
              total={data.total}
              onChange={(next) => {
                setViewing(null);
                setPage(next);
              }}
            />
          </>
        )}
      </ApiView>
    </Section>
  );
}

/** The divisions a blog post can be filtered by (`?division=`), in the menu's order. */
const BLOG_FILTERS: readonly Division[] = DIVISIONS;

/**
 * The company's one blog: every division's posts, newest first, with a filter by division (plain links, so they
 * work before the app has taken the page over). The same page answers under every division's path.
 */
export function BlogListPage({ division }: { division: Division }) {
  const { t, i18n } = useTranslation(['media', 'division']);
  const meta = usePageTexts(SHARED_PAGE_META.blog);
  const [page, setPage] = usePageParam();
  const [params] = useSearchParams();
  const filter = BLOG_FILTERS.find((key) => key === params.get('division')) ?? null;
  const blogs = useApi(() => contentApi.blogs(filter, { page, pageSize: PAGE_SIZE }), [filter, page]);
  const dates = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long' });
  const base = `/${division}/blog`;
  return (
    <Section>
      <PageHeader title={meta.title} intro={t('media:blog.intro')} description={meta.description} />
      <nav aria-label={t('media:blog.filterLabel')} className={styles.filterLinks}>
        <ul className={styles.pills}>
          {[null, ...BLOG_FILTERS].map((key) => (
            <li key={key ?? 'all'}>
              <Link
                to={key ? `${base}?division=${key}` : base}
                aria-current={key === filter ? 'page' : undefined}
                className={styles.filterLink}
              >
                {key ? t(`division:divisions.${key}.name`) : t('media:blog.allDivisions')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ApiView
        state={blogs}
        isEmpty={(data) => data.items.length === 0}
        empty={
          filter ? (
            <div className={styles.emptyNext} data-testid="empty-state">
              <p>{t('media:blog.emptyDivision')}</p>
              <Link to={base}>{t('media:blog.seeAll')}</Link>
            </div>
          ) : (
            <EmptyState text={t('media:blog.empty')} />
          )
        }
      >
        {(data) => (
          <>
            <Grid as="ul" min="18rem" className={styles.plainList}>
              {data.items.map((post, index, posts) => (
                <li key={post._id} className={`card ${styles.linkCard}`}>
                  {post.cover ? (
                    <ResponsiveImage
                      src={post.cover}
                      focalPoint={post.coverFocus}
                      // The library's alt text for the cover; none = decorative (the card's title names the post).
                      alt={post.coverAlt}
                      className={styles.cover}
                      sizes={IMAGE_SIZES.blogCard}
                      // The list's first cover is its largest paint (hinted by the server, route-manifest.mjs);
                      // a post without one is passed over.
                      priority={index === posts.findIndex((item) => item.cover)}
                    />
                  ) : null}
                  {post.division ? (
                    <p className={styles.role}>{t(`division:divisions.${post.division}.name`)}</p>
                  ) : null}
                  <h2 className={styles.cardTitle}>
                    <Link to={`/${post.division ?? division}/blog/${post.slug}`}>
                      <BidiText>{post.title}</BidiText>
                    </Link>
                  </h2>
                  <p className={styles.role}>
                    {t('media:blog.publishedOn', { date: dates.format(new Date(post.publishedAt)) })}
                  </p>
                  <p>
                    <BidiText>{post.excerpt}</BidiText>
                  </p>
                </li>
              ))}
            </Grid>
            <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onChange={setPage} />
          </>
        )}
      </ApiView>
    </Section>
  );
}

/** Other posts of the division's blog, newest first (the list's order), without the one being read. */
function RelatedPosts({ division, current }: { division: Division; current: string }) {
  const { t, i18n } = useTranslation('media');
  const posts = useApi(
    () => contentApi.blogs(division, { page: 1, pageSize: RELATED_POSTS + 1 }),
    [division],
  );
  const dates = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long' });
  const others =
    posts.status === 'success'
      ? posts.data.items.filter((post) => post.slug !== current).slice(0, RELATED_POSTS)
      : [];
  if (others.length === 0) return null;
  return (
    <section aria-labelledby="related-posts-heading" className={styles.related}>
      <h2 id="related-posts-heading">{t('blog.related')}</h2>
      <Grid as="ul" min="15rem" className={styles.plainList}>
        {others.map((post) => (
          <li key={post._id} className={`card ${styles.linkCard}`}>
            <h3 className={styles.cardTitle}>
              <Link to={`/${division}/blog/${post.slug}`}>{post.title}</Link>
            </h3>
            <p className={styles.role}>
              <time dateTime={post.publishedAt}>{dates.format(new Date(post.publishedAt))}</time>
            </p>
            {post.excerpt ? <p>{post.excerpt}</p> : null}
          </li>
        ))}
      </Grid>
    </section>
  );
}

export function BlogPostPage({ division }: { division: Division }) {
  const { t, i18n } = useTranslation('media');
  const { slug = '' } = useParams();
  const post = useApi(() => contentApi.blog(slug), [slug]);
  const dates = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'long' });
  const back = (
    <Link to={`/${division}/blog`} className={styles.backLink}>
      {t('blog.backToBlog')}
    </Link>
  );
  // A post of another division is not on this division's blog (the server answers such a URL 404 too).
  const elsewhere =
    post.status === 'success' && post.data.division !== null && post.data.division !== division;
  if ((post.status === 'error' && post.error.status === 404) || elsewhere) {
    return (
      <Section>
        <PageHeader title={t('blog.notFound')} />
        {back}
      </Section>
    );
  }
  return (
    <Section>
      {back}
      <ApiView state={post}>
        {(data) => (
          <>
            <article className={styles.article}>
              <PageHeader title={data.title} description={summarize(data.excerpt) || undefined}>
                <p className={styles.byline} data-testid="blog-byline">
                  <time dateTime={data.publishedAt}>
                    {t('blog.publishedOn', { date: dates.format(new Date(data.publishedAt)) })}
                  </time>
                  {data.author ? <span>{t('blog.byAuthor', { name: data.author })}</span> : null}
                  <span>{t('blog.readingTime', { count: readingMinutes(data.sections) })}</span>
                </p>
              </PageHeader>
              {data.cover ? (
                <ResponsiveImage
                  src={data.cover}
                  focalPoint={data.coverFocus}
                  alt={data.coverAlt}
                  className={styles.cover}
                  sizes={IMAGE_SIZES.blogCover}
                  priority
                />
              ) : null}
              {data.excerpt ? <p className={styles.lead}>{data.excerpt}</p> : null}
              {data.sections.map((section, index) => (
                <section key={index}>
                  {section.heading ? <h2>{section.heading}</h2> : null}
                  <RichText value={section.body} language={data.sectionsLanguage} />
                </section>
              ))}
              <footer className={styles.articleFooter}>
                <ShareLinks title={data.title} />
              </footer>
            </article>
            <RelatedPosts division={division} current={data.slug} />
          </>
        )}
      </ApiView>
    </Section>
  );
}

export function ReviewPage() {
  const { t } = useTranslation('media');
  const meta = usePageTexts(SHARED_PAGE_META.review);
  return (
    <Section>
      <PageHeader title={meta.title} intro={t('review.intro')} description={meta.description} />
      <div className={styles.split}>
        <section aria-labelledby="all-reviews-heading">
          <h2 id="all-reviews-heading" className="visually-hidden">
            {t('review.title')}
          </h2>
          <ReviewList emptyText={t('review.empty')} />
        </section>
        <Card>
          <h2 className={styles.cardTitle}>{t('review.writeReview')}</h2>
          <p>{t('review.writeReviewText')}</p>
          <ReviewForm />
        </Card>
      </div>
    </Section>
  );
}

export function FacultyPage() {
  const { t } = useTranslation('media');
  const meta = usePageTexts(SHARED_PAGE_META.facultySection);
  const faculty = useApi(() => contentApi.faculty(), []);
  return (
    <Section>
      <PageHeader title={meta.title} intro={t('faculty.intro')} description={meta.description} />
      <ApiView
        state={faculty}
        isEmpty={(data) => data.length === 0}
        empty={<EmptyState text={t('faculty.empty')} />}
      >
        {(data) => (
          <Grid as="ul" min="16rem" className={styles.plainList}>
            {data.map((member) => (
              <li key={member._id} className={`card ${styles.person}`}>
                {member.photo ? (
                  <ResponsiveImage
                    src={member.photo}
                    alt={member.name}
                    className={styles.portrait}
                    sizes="8rem"
                  />
                ) : null}
                <h2 className={styles.cardTitle}>{member.name}</h2>
                <p className={styles.role}>{member.designation}</p>
                {member.bio ? <p>{member.bio}</p> : null}
              </li>
            ))}
          </Grid>
        )}
      </ApiView>
    </Section>
  );
}
