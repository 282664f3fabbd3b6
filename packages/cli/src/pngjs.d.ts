// The part of pngjs (the PNG decoder) the CLI uses; the package ships no types.
declare module 'pngjs' {
  interface DecodedPng {
    width: number;
    height: number;
    /** RGBA, 8 bits per sample. */
    data: Buffer;
  }
  const pngjs: { PNG: { sync: { read(buffer: Buffer): DecodedPng } } };
  export default pngjs;
}
