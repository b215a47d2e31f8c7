import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

/**
 * Puts the API's field errors (keyed by the request's field names, e.g. confirm_password) on the
 * form's fields. `fields` maps request names to form fields in the form's order, so the first
 * field in the form that got an error takes focus. Returns the form fields that got one.
 */
export function setServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldErrors: Readonly<Record<string, string>>,
  fields: Readonly<Record<string, FieldPath<T>>>,
): FieldPath<T>[] {
  const set: FieldPath<T>[] = [];
  for (const [requestField, formField] of Object.entries(fields)) {
    const message = fieldErrors[requestField];
    if (!message) continue;
    setError(formField, { type: 'server', message }, { shouldFocus: set.length === 0 });
    set.push(formField);
  }
  return set;
}
