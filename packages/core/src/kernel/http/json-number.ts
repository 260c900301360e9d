const MARK = '\u0000json-number:';

/**
 * A number written into a JSON body exactly as its decimal text: stakes of up to 25 digits
 * (spec 001 §5) lose digits as a double. `JSON.stringify` writes it as a marked string, and
 * `stringifyJsonBody` turns the mark into the bare number.
 */
export class JsonNumber {
  readonly text: string;
  constructor(text: string) {
    if (!/^-?\d+(\.\d+)?$/.test(text)) throw new TypeError(`Not a decimal number: ${text}`);
    this.text = text;
  }
  toJSON(): string {
    return `${MARK}${this.text}`;
  }
}

/** JSON text of a request body, `JsonNumber`s written as bare numbers. */
export function stringifyJsonBody(body: unknown): string {
  return JSON.stringify(body).replace(/"\\u0000json-number:(-?\d+(?:\.\d+)?)"/g, '$1');
}
