import { ApiError } from '@aurinko/shared-ui';

/** A field's problem: a key of `dashboard_admins`, or the server's own words (already in the UI language). */
export type FieldProblem = { key: string } | { text: string };
export type Problems<F extends string> = Partial<Record<F, FieldProblem>>;

/** Required fields left empty (the server checks the rest: policy, format, uniqueness). */
export function missing<F extends string>(values: Record<F, string>, required: readonly F[]): Problems<F> {
  const found: Problems<F> = {};
  for (const field of required) if (!values[field].trim()) found[field] = { key: `form.required.${field}` };
  return found;
}

/**
 * The server's refusal as per-field problems, for the fields this form shows; `rest` is its message when it named
 * none of them (shown above the form).
 */
export function serverProblems<F extends string>(
  error: unknown,
  fields: readonly F[],
): { problems: Problems<F>; rest: string | null } {
  if (!(error instanceof ApiError)) return { problems: {}, rest: null };
  const problems: Problems<F> = {};
  for (const field of fields) {
    const messages = error.fields[field];
    const text = Array.isArray(messages) ? messages.join(' ') : messages;
    if (text) problems[field] = { text };
  }
  return { problems, rest: Object.keys(problems).length ? null : error.message || null };
}
