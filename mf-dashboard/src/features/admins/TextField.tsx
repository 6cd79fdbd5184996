import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from './admin-form';

/** One labelled input of the admins screens, with its problem under it (linked for screen readers). */
export function TextField({
  id,
  label,
  value,
  onChange,
  problem,
  type = 'text',
  autoComplete,
  hint,
  dir,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem?: FieldProblem;
  type?: 'text' | 'email' | 'password';
  autoComplete: string;
  hint?: ReactNode;
  dir?: 'ltr' | 'auto';
}) {
  const { t } = useTranslation('dashboard_admins');
  const described = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        dir={dir}
        autoComplete={autoComplete}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint ? (
        <span id={`${id}-hint`} className="hint">
          {hint}
        </span>
      ) : null}
      {problem ? (
        <span id={`${id}-problem`} className="field-error">
          {'key' in problem ? t(problem.key) : problem.text}
        </span>
      ) : null}
    </div>
  );
}
