// The part of matter-js the engine-format tests use; the package ships no types.
declare module 'matter-js' {
  interface Vector {
    x: number;
    y: number;
  }
  interface Body {
    area: number;
    bounds: { min: Vector; max: Vector };
    position: Vector;
    parts: Body[];
    vertices: Vector[];
  }
  const Matter: {
    Bodies: { fromVertices(x: number, y: number, vertexSets: Vector[][]): Body };
    Body: {
      create(options: { position?: Vector; vertices?: Vector[]; parts?: Body[]; isStatic?: boolean }): Body;
      translate(body: Body, by: Vector): void;
    };
    Engine: { create(): { world: unknown }; update(engine: { world: unknown }, delta: number): void };
    Composite: { add(world: unknown, bodies: Body[]): void };
    Vertices: { centre(vertices: Vector[]): Vector; isConvex(vertices: Vector[]): boolean | null };
  };
  export default Matter;
}
