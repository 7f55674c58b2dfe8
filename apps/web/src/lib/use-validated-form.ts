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
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [refusedSubmits, setRefusedSubmits] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (refusedSubmits === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusedSubmits]);

  function setValue(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field] === undefined) return;
    const result = validate(next);
    setErrors((current) => ({ ...current, [field]: result.success ? undefined : result.errors[field] }));
  }

  function handleSubmit(onValid: (data: Values) => void) {
    return (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const result = validate(values);
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
