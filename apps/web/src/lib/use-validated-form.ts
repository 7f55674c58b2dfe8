import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors, Validation } from './form-validation';

/**
 * A small controlled form: values, the first error per field (shown after a submit, updated as the visitor fixes
 * the field), and focus on the first invalid field after a refused submit.
 */
export function useValidatedForm<Field extends string, Values>(
  initialValues: Record<Field, string>,
  validate: (values: Record<Field, string>) => Validation<Values, Field>,
) {
  const [values, setValues] = useState(initialValues);
  // The latest values, for a setValue called from an older render's callback (an upload that finishes later).
  const latestValues = useRef(initialValues);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [refusedSubmits, setRefusedSubmits] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (refusedSubmits === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusedSubmits]);

  function setValue(field: Field, value: string) {
    const next = { ...latestValues.current, [field]: value };
    latestValues.current = next;
    setValues(next);
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const result = validate(next);
      return { ...current, [field]: result.success ? undefined : result.errors[field] };
    });
  }

  function handleSubmit(onValid: (data: Values) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const result = validate(latestValues.current);
      if (!result.success) {
        setErrors(result.errors);
        setRefusedSubmits((count) => count + 1);
        return;
      }
      setErrors({});
      onValid(result.data);
    };
  }

  return { values, errors, setValue, handleSubmit, formRef };
}
