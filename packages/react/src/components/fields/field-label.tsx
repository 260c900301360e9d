/** A field's label; `hidden` keeps it for screen readers only (rows whose heading says it). */
export function FieldLabel({
  htmlFor,
  hidden,
  children,
}: {
  htmlFor: string;
  hidden?: boolean | undefined;
  children: string;
}) {
  return (
    <label className={hidden ? 'site-visually-hidden' : 'site-field__label'} htmlFor={htmlFor}>
      {children}
    </label>
  );
}
