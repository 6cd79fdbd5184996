import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './studio.module.css';
import { DIVISION_OPTIONS, GROUP_OPTIONS } from './studio-registry';
import type { ResourceSchema } from './studio-schema';
import { type ListParams, PAGE_SIZES } from './use-list-params';

/**
 * The list's search and filters (division, group, published), the order for phones (their cards have no sort
 * buttons) and the page size — all kept in the address.
 */
export function ListFilters({
  schema,
  fixedGroup,
  params,
  setParams,
  search,
  setSearch,
}: {
  schema: ResourceSchema;
  /** The group a group's own list shows: no division or group filter then. */
  fixedGroup: string | undefined;
  params: ListParams;
  setParams: (change: Partial<ListParams>) => void;
  search: string;
  setSearch: (text: string) => void;
}) {
  const { t } = useTranslation(['dashboard_studio', 'dashboard_admins']);
  const ids = useId();
  const division = fixedGroup ? '' : params.division;
  const groupOptions = GROUP_OPTIONS.filter(
    (option) => !division || option.group === `divisions.${division}`,
  );
  return (
    <search className={styles.filters} aria-label={t('list.filters')}>
      {schema.search ? (
        <div className="field">
          <label htmlFor={`${ids}-q`}>{t('list.search')}</label>
          <input
            id={`${ids}-q`}
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      ) : null}
      {schema.filters.includes('division') && !fixedGroup ? (
        <div className="field">
          <label htmlFor={`${ids}-division`}>{t('list.division')}</label>
          <select
            id={`${ids}-division`}
            value={params.division}
            onChange={(event) => setParams({ division: event.target.value, group: '' })}
          >
            <option value="">{t('list.allDivisions')}</option>
            {DIVISION_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {schema.filters.includes('group') && !fixedGroup ? (
        <div className="field">
          <label htmlFor={`${ids}-group`}>{t('list.group')}</label>
          <select
            id={`${ids}-group`}
            value={params.group}
            onChange={(event) => setParams({ group: event.target.value })}
          >
            <option value="">{t('list.allGroups')}</option>
            {groupOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {schema.filters.includes('published') ? (
        <div className="field">
          <label htmlFor={`${ids}-published`}>{t('list.published')}</label>
          <select
            id={`${ids}-published`}
            value={params.published}
            onChange={(event) => setParams({ published: event.target.value as '' | 'true' | 'false' })}
          >
            <option value="">{t('list.any')}</option>
            <option value="true">{t('list.onlyPublished')}</option>
            <option value="false">{t('list.onlyUnpublished')}</option>
          </select>
        </div>
      ) : null}
      <div className={`field ${styles.phoneOnly}`}>
        {/* Phones show rows as cards without the headers' sort buttons: the order is chosen here. */}
        <label htmlFor={`${ids}-sort`}>{t('dashboard_workplace:sort.label')}</label>
        <select
          id={`${ids}-sort`}
          value={params.sort}
          onChange={(event) => setParams({ sort: event.target.value })}
        >
          <option value="">{t('dashboard_workplace:sort.default')}</option>
          {[...schema.columns, ...(schema.publishable ? ['published'] : [])].flatMap((column) => {
            const label = column === 'published' ? t('list.published') : t(`fields.${column}`);
            return [
              <option key={column} value={column}>
                {t('dashboard_workplace:sort.ascending', { column: label })}
              </option>,
              <option key={`-${column}`} value={`-${column}`}>
                {t('dashboard_workplace:sort.descending', { column: label })}
              </option>,
            ];
          })}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${ids}-size`}>{t('dashboard_workplace:pageSize')}</label>
        <select
          id={`${ids}-size`}
          value={params.pageSize}
          onChange={(event) => setParams({ pageSize: Number(event.target.value) })}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </search>
  );
}
