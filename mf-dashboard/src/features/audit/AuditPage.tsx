import { Button, currentLanguage, LANGUAGE_NAMES, type Language, useApi } from '@aurinko/shared-ui';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { titleIn } from '../bin/BinPage';
import { DateRangeFields } from '../studio/DateRangeFields';
import { dateWindow } from '../studio/date-range';
import { ListBody } from '../studio/ListBody';
import { ListPagination } from '../studio/ListPagination';
import styles from '../studio/studio.module.css';
import { useDateFormat } from '../studio/use-date-format';
import { useQueryParams } from '../studio/use-list-params';
import { AUDIT_ACTIONS, type AuditEntry, type AuditFilters, auditApi } from './audit-api';
import { shownChanges } from './audit-changes';
import { auditLink, studioResourceOf, versionLink } from './audit-links';

export const AUDIT_PAGE_SIZE = 25;
const FILTER_KEYS = ['adminName', 'entity', 'action', 'from', 'to'] as const;

/** The resource's name: the audit's own words, else a studio resource's list title, else the API's name. */
function useEntityLabel() {
  const { t } = useTranslation(['dashboard_inbox', 'dashboard_studio']);
  return (entity: string) => {
    const schema = studioResourceOf(entity);
    const fallback = schema ? t(`dashboard_studio:${schema.text.plural}`) : entity;
    return t(`audit.entities.${entity}`, { defaultValue: fallback });
  };
}

/**
 * Who changed what (`/dashboard/audit`): the audit log newest first, filtered by admin, resource, action and days,
 * paginated; each row links to its record's screen where one exists.
 */
export function AuditPage() {
  const { t, i18n } = useTranslation(['dashboard_inbox', 'dashboard_studio']);
  const ui = (i18n.resolvedLanguage ?? currentLanguage()) as Language;
  const ids = useId();
  const formatDate = useDateFormat();
  const entityLabel = useEntityLabel();
  const [params, setParams] = useQueryParams(FILTER_KEYS);
  const filters: AuditFilters = useMemo(
    () => ({
      adminName: params.adminName,
      entity: params.entity,
      action: params.action,
      ...dateWindow(params.from, params.to),
    }),
    [params.adminName, params.entity, params.action, params.from, params.to],
  );
  const list = useApi(() => auditApi.list(filters, params.page, AUDIT_PAGE_SIZE), [filters, params.page], {
    perLanguage: false,
  });
  const choices = useApi(auditApi.filters, [], { perLanguage: false });
  const adminNames = choices.status === 'success' ? choices.data.adminNames : [];
  const entities = choices.status === 'success' ? choices.data.entities : [];
  const filtered = FILTER_KEYS.some((key) => params[key] !== '');
  // A value in the address that the choices lack still shows as chosen.
  const withCurrent = (values: readonly string[], current: string) =>
    current && !values.includes(current) ? [...values, current] : values;

  const fieldLabel = (field: string) =>
    t(`audit.fields.${field}`, {
      defaultValue: t(`dashboard_studio:fields.${field}`, { defaultValue: field }),
    });

  const recordCell = (entry: AuditEntry) => {
    const to = auditLink(entry);
    const record = t('audit.record', { entity: entityLabel(entry.entity), id: entry.entityId });
    const title = titleIn(entry.title, ui);
    const version = versionLink(entry);
    return (
      <span className="stack">
        {title ? (
          <span dir="auto" data-testid="audit-title">
            {to ? <Link to={to}>{title}</Link> : title}
          </span>
        ) : null}
        <span className={title ? styles.muted : undefined}>
          {to && !title ? <Link to={to}>{record}</Link> : record}
        </span>
        {version ? <Link to={version}>{t('audit.version')}</Link> : null}
      </span>
    );
  };

  const changesCell = (entry: AuditEntry) => {
    const changes = shownChanges(entry, (value) => (value ? t('audit.yes') : t('audit.no')));
    const valued = new Set(changes.map((change) => change.field));
    const named = entry.fields.filter((field) => !valued.has(field));
    const empty = <em>{t('audit.emptyValue')}</em>;
    return (
      <>
        {changes.length > 0 ? (
          <ul className="stack" data-testid="audit-changes">
            {changes.map((change) => (
              <li key={`${change.field}.${change.language ?? ''}`}>
                <strong>
                  {change.language
                    ? t('audit.fieldIn', {
                        field: fieldLabel(change.field),
                        language: LANGUAGE_NAMES[change.language],
                      })
                    : fieldLabel(change.field)}
                </strong>
                <br />
                <span className="visually-hidden">{t('audit.before')} </span>
                <del lang={change.language} dir="auto" data-testid="audit-before">
                  {change.before || empty}
                </del>{' '}
                <span aria-hidden="true">→</span> <span className="visually-hidden">{t('audit.after')} </span>
                <ins lang={change.language} dir="auto" data-testid="audit-after">
                  {change.after || empty}
                </ins>
              </li>
            ))}
          </ul>
        ) : null}
        {named.length > 0 ? <span>{named.map(fieldLabel).join(', ')}</span> : null}
      </>
    );
  };

  return (
    <div className="stack">
      <div className={styles.header}>
        <h1>{t('audit.title')}</h1>
      </div>
      <p className={styles.muted}>{t('audit.hint')}</p>

      <search className={styles.filters} aria-label={t('dashboard_studio:list.filters')}>
        <div className="field">
          <label htmlFor={`${ids}-admin`}>{t('audit.admin')}</label>
          <select
            id={`${ids}-admin`}
            value={params.adminName}
            onChange={(event) => setParams({ adminName: event.target.value })}
          >
            <option value="">{t('audit.allAdmins')}</option>
            {withCurrent(adminNames, params.adminName).map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-entity`}>{t('audit.resource')}</label>
          <select
            id={`${ids}-entity`}
            value={params.entity}
            onChange={(event) => setParams({ entity: event.target.value })}
          >
            <option value="">{t('audit.allResources')}</option>
            {withCurrent(entities, params.entity).map((entity) => (
              <option key={entity} value={entity}>
                {entityLabel(entity)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${ids}-action`}>{t('audit.action')}</label>
          <select
            id={`${ids}-action`}
            value={params.action}
            onChange={(event) => setParams({ action: event.target.value })}
          >
            <option value="">{t('audit.allActions')}</option>
            {AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {t(`audit.actions.${action}`)}
              </option>
            ))}
          </select>
        </div>
        <DateRangeFields from={params.from} to={params.to} onChange={(change) => setParams(change)} />
      </search>

      <ListBody
        state={list}
        emptyTitle={filtered ? t('dashboard_studio:list.noMatch') : t('audit.empty')}
        emptyAction={
          filtered ? (
            <Button
              variant="secondary"
              onClick={() => setParams({ adminName: '', entity: '', action: '', from: '', to: '' })}
            >
              {t('dashboard_studio:list.clearFilters')}
            </Button>
          ) : null
        }
      >
        {({ items, total }) => (
          <>
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className="visually-hidden">{t('audit.title')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('audit.columns.at')}</th>
                    <th scope="col">{t('audit.columns.admin')}</th>
                    <th scope="col">{t('audit.columns.action')}</th>
                    <th scope="col">{t('audit.columns.record')}</th>
                    <th scope="col">{t('audit.columns.changes')}</th>
                  </tr>
                </thead>
                <tbody>
                  {items.map((entry) => (
                    <tr key={entry._id} data-testid="audit-row">
                      <td>
                        <time dateTime={entry.at}>{formatDate(entry.at)}</time>
                      </td>
                      <td>{entry.adminName}</td>
                      <td>{t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}</td>
                      <td>{recordCell(entry)}</td>
                      <td>{changesCell(entry)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ListPagination
              page={params.page}
              pages={Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE))}
              onChange={(page) => setParams({ page })}
            />
          </>
        )}
      </ListBody>
    </div>
  );
}
