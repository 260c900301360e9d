/** The visible, announced error under a field; its id ties it to the input (aria-describedby). */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p className="site-field__error" id={id} role="alert">
      {error}
    </p>
  );
}
