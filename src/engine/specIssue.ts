/** A problem found in a spec, located by its path inside the spec (for example ['outputs', 2, 'expr']). */
export interface SpecIssue {
  path: (string | number)[];
  message: string;
}

/** A spec problem located in its file: what `npm run validate` and the build print. */
export interface SpecError extends SpecIssue {
  file: string;
  line: number;
  column: number;
}

/** `specs/pages/home.yaml:42:7 outputs[2].expr: unknown symbol "levrage" (did you mean "leverage"?)` */
export function formatSpecError(error: SpecError): string {
  const path = error.path.reduce<string>(
    (text, part) => (typeof part === 'number' ? `${text}[${part}]` : text ? `${text}.${part}` : part),
    '',
  );
  return `${error.file}:${error.line}:${error.column} ${path ? `${path}: ` : ''}${error.message}`;
}
