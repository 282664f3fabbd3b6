/* Typed arrays reused from call to call. */

type TypedArray = Int32Array | Float64Array | Uint8Array;

/** `buffer` itself if it holds `length` elements, else a new one at least twice as long (stale contents either way). @internal */
export function atLeast<T extends TypedArray>(buffer: T, length: number): T {
  if (buffer.length >= length) return buffer;
  return new (buffer.constructor as new (length: number) => T)(Math.max(length, 2 * buffer.length));
}

/** A growable buffer handing out views of the requested length. @internal */
export class Scratch<T extends TypedArray> {
  constructor(private buffer: T) {}

  /** A view of `length` elements (stale contents; valid until this scratch's next `view`). */
  view(length: number): T {
    return this.take(length).subarray(0, length) as T;
  }

  /** The buffer itself, at least `length` long: for users that carry their own count, saving the view object. */
  take(length: number): T {
    this.buffer = atLeast(this.buffer, length);
    return this.buffer;
  }
}

/** A scratch of 32-bit integers. @internal */
export const int32Scratch = (): Scratch<Int32Array> => new Scratch(new Int32Array(64));

/** A scratch of doubles. @internal */
export const float64Scratch = (): Scratch<Float64Array> => new Scratch(new Float64Array(64));

/** A scratch of bytes. @internal */
export const uint8Scratch = (): Scratch<Uint8Array> => new Scratch(new Uint8Array(64));
