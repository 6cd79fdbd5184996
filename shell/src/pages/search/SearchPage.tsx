import { BidiText, normalizeLanguage, useApi, usePageMeta } from '@aurinko/shared-ui';
import { type FormEvent, type ReactNode, Suspense, use, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import styles from './search.module.css';
import { type SearchItem, searchContent } from './search-api';
import { searchStaticPages } from './static-index';
import { loadStaticPages } from './static-loader';

function ResultLink({ url, children }: { url: string; children: ReactNode }) {
  return url.startsWith('/') ? <Link to={url}>{children}</Link> : <a href={url}>{children}</a>;
}

function ContentResults({ query }: { query: string }) {
  const { t } = useTranslation(['search', 'errors']);
  const state = useApi(() => searchContent(query), [query]);
  if (state.status === 'loading') return <p className={styles.muted}>{t('searching')}</p>;
  if (state.status === 'error') {
    return (
      <div className="alert alert-error" role="alert" data-testid="search-api-error">
        {t('errors:searchUnavailable')}
      </div>
    );
  }
  const { items, total } = state.data;
  if (items.length === 0) return <p className={styles.muted}>{t('noContentResults')}</p>;
  return (
    <>
      {total > items.length ? (
        <p className={styles.muted}>{t('showing', { shown: items.length, total })}</p>
      ) : null}
      <ul className={styles.results} data-testid="content-results">
        {items.map((item: SearchItem) => (
          <li key={`${item.type}:${item.url}`} className={styles.result}>
            <span className={`${styles.badge} ${styles[item.type] ?? ''}`}>{t(`types.${item.type}`)}</span>
            <h4>
              <ResultLink url={item.url}>
                <BidiText>{item.title}</BidiText>
              </ResultLink>
            </h4>
            {item.excerpt ? (
              <p>
                <BidiText>{item.excerpt}</BidiText>
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The site's own pages matching `query`. Their index (the pages' texts, one promise per language) suspends until it is
 * loaded: the server renders the hits into the HTML, and the browser keeps that HTML while it loads the same index.
 */
function PageResults({ query, language }: { query: string; language: string }) {
  const { t } = useTranslation('search');
  const pages = use(loadStaticPages(normalizeLanguage(language)));
  const hits = useMemo(() => searchStaticPages(pages, query), [pages, query]);
  if (hits.length === 0) return <p className={styles.muted}>{t('noPageResults')}</p>;
  return (
    <ul className={styles.results} data-testid="page-results">
      {hits.map((hit) => (
        <li key={hit.route} className={styles.result}>
          <span className={styles.badge}>{t('types.page')}</span>
          <h4>
            <Link to={hit.route}>
              <BidiText>{hit.title}</BidiText>
            </Link>
          </h4>
          <p>
            <BidiText>{hit.excerpt}</BidiText>
          </p>
        </li>
      ))}
    </ul>
  );
}

const SUGGESTIONS = ['suggestions.0', 'suggestions.1', 'suggestions.2', 'suggestions.3'] as const;

/** /search?q=…: the API's products, blog posts, reports and articles, plus the site's static pages. */
export function SearchPage() {
  const { t, i18n } = useTranslation(['search', 'shell']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const inputId = useId();
  usePageMeta(
    t('shell:titleTemplate', { page: query ? t('resultsFor', { query }) : t('meta.title') }),
    t('meta.description'),
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    setParams(value ? { q: value } : {});
  };

  return (
    <>
      <section className={styles.hero} aria-labelledby="search-title">
        <div className="container">
          <h1 id="search-title">{t('heading')}</h1>
          <search>
            <form className={styles.form} onSubmit={submit} aria-labelledby="search-title">
              <label htmlFor={inputId} className="visually-hidden">
                {t('label')}
              </label>
              <input
                key={query}
                id={inputId}
                name="q"
                type="search"
                defaultValue={query}
                placeholder={t('placeholder')}
                autoComplete="off"
                className={styles.input}
              />
              <button type="submit" className="btn btn-primary">
                {t('submit')}
              </button>
            </form>
          </search>
        </div>
      </section>

      <div className="container section">
        {query ? (
          <>
            <h2 className={styles.resultsHeading}>{t('resultsFor', { query })}</h2>
            <section aria-labelledby="content-results-heading" className={styles.group}>
              <h3 id="content-results-heading" className={styles.groupHeading}>
                {t('contentHeading')}
              </h3>
              <ContentResults query={query} />
            </section>
            <section aria-labelledby="page-results-heading" className={styles.group}>
              <h3 id="page-results-heading" className={styles.groupHeading}>
                {t('pagesHeading')}
              </h3>
              <Suspense fallback={<p className={styles.muted}>{t('searching')}</p>}>
                <PageResults query={query} language={language} />
              </Suspense>
            </section>
          </>
        ) : (
          <section className={styles.empty} aria-labelledby="search-empty" data-testid="search-empty">
            <h2 id="search-empty">{t('emptyTitle')}</h2>
            <p>{t('emptyText')}</p>
            <p className={styles.muted}>{t('suggestionsLabel')}</p>
            <ul className={styles.suggestions}>
              {SUGGESTIONS.map((key) => (
                <li key={key}>
                  <Link to={`/search?q=${encodeURIComponent(t(key))}`}>{t(key)}</Link>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
    </>
  );
}
