import { DEFAULT_LANG, type Lang } from '../common/lang/languages.js';

/**
 * SQL for "this translated field has text in this language", shared by the coverage's full recount and the triggers
 * that keep its counters (translation-counters.ts): 1 when `column` (a JSON object of per-language values) has, in
 * `lang`, a string with a non-space character, a non-empty list or an object; else 0 — the dashboard's rule.
 * `column` is any SQL expression naming the JSON text (a quoted column, or `NEW.col` / `OLD.col` in a trigger).
 */
export function filledSql(mysql: boolean, column: string, lang: Lang): string {
  const path = `'$.${lang}'`;
  // One JSON_VALUE per flag for the common case (a text); lists and objects (JSON_VALUE gives NULL) are looked at
  // only then. Translations are written by the API as valid JSON objects of strings.
  if (mysql)
    return `COALESCE(JSON_VALUE(${column}, ${path}) REGEXP '[^[:space:]]', CASE JSON_TYPE(JSON_EXTRACT(${column}, ${path})) WHEN 'ARRAY' THEN JSON_LENGTH(${column}, ${path}) > 0 WHEN 'OBJECT' THEN 1 ELSE 0 END, 0)`;
  return `(CASE WHEN json_valid(${column}) THEN CASE json_type(${column}, ${path}) WHEN 'text' THEN trim(json_extract(${column}, ${path}), ' ' || char(9, 10, 11, 12, 13)) <> '' WHEN 'array' THEN json_array_length(${column}, ${path}) > 0 WHEN 'object' THEN 1 ELSE 0 END ELSE 0 END)`;
}

/** SQL: 1 when `column` has English text but none in `lang` (the record shows English there). */
export function missingSql(mysql: boolean, column: string, lang: Lang): string {
  return `(${filledSql(mysql, column, DEFAULT_LANG)} = 1 AND ${filledSql(mysql, column, lang)} = 0)`;
}

/** SQL: 1 when any of `columns` falls back to English in `lang`. */
export function fallsBackSql(mysql: boolean, columns: string[], lang: Lang): string {
  return columns.length
    ? `(${columns.map((column) => missingSql(mysql, column, lang)).join(' OR ')})`
    : '(1 = 0)';
}

/** SQL: the English text of `column` when it is a string, else ''. */
export function englishTitleSql(mysql: boolean, column: string): string {
  if (mysql)
    return `(CASE WHEN JSON_VALID(${column}) AND JSON_TYPE(JSON_EXTRACT(${column}, '$.en')) = 'STRING' THEN JSON_UNQUOTE(JSON_EXTRACT(${column}, '$.en')) ELSE '' END)`;
  return `(CASE WHEN json_valid(${column}) AND json_type(${column}, '$.en') = 'text' THEN json_extract(${column}, '$.en') ELSE '' END)`;
}
