/* Typed arrays reused from call to call. */

type TypedArray = Int32Array | Float64Array | Uint8Array;

/** A growable buffer handing out views of the requested length. @internal */
export class Scratch<T extends TypedArray> {
  private buffer: T;

  constructor(private readonly make: (length: number) => T) {
    this.buffer = make(64);
  }

  /** A view of `length` elements (stale contents; valid until this scratch's next `view`). */
  view(length: number): T {
    if (this.buffer.length < length) this.buffer = this.make(Math.max(length, 2 * this.buffer.length));
    return this.buffer.subarray(0, length) as T;
  }

  /** The buffer itself, at least `length` long: for users that carry their own count, saving the view object. */
  take(length: number): T {
    if (this.buffer.length < length) this.buffer = this.make(Math.max(length, 2 * this.buffer.length));
    return this.buffer;
  }
}

/** A scratch of 32-bit integers. @internal */
export const int32Scratch = (): Scratch<Int32Array> => new Scratch((n) => new Int32Array(n));

/** A scratch of doubles. @internal */
export const float64Scratch = (): Scratch<Float64Array> => new Scratch((n) => new Float64Array(n));

/** A scratch of bytes. @internal */
export const uint8Scratch = (): Scratch<Uint8Array> => new Scratch((n) => new Uint8Array(n));
