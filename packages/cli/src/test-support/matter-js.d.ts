// The part of matter-js the engine-format tests use; the package ships no types.
declare module 'matter-js' {
  interface Vector {
    x: number;
    y: number;
  }
  interface Body {
    area: number;
    position: Vector;
    parts: Body[];
    vertices: Vector[];
  }
  const Matter: {
    Bodies: { fromVertices(x: number, y: number, vertexSets: Vector[][]): Body };
    Body: { create(options: { position?: Vector; vertices?: Vector[]; parts?: Body[] }): Body };
    Vertices: { centre(vertices: Vector[]): Vector; isConvex(vertices: Vector[]): boolean | null };
  };
  export default Matter;
}
