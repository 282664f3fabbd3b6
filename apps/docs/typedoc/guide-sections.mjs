// The guide section that teaches each main export, by package. The reference page of each
// export listed here opens with a link to it; the e2e suite checks every anchor exists.

/** @type {Record<string, Record<string, { page: string, title: string }>>} */
export const guideSections = {
  core: {
    Polygon: { page: '/shapes#factories', title: 'Shapes and transforms › Factories' },
    Circle: { page: '/shapes#factories', title: 'Shapes and transforms › Factories' },
    Capsule: { page: '/shapes#factories', title: 'Shapes and transforms › Factories' },
    Point: { page: '/shapes#points-in-points-out', title: 'Shapes and transforms › Points in, points out' },
    Shape: { page: '/shapes#transforms', title: 'Shapes and transforms › Transforms' },
    ConvexShape: { page: '/shapes#transforms', title: 'Shapes and transforms › Transforms' },
    TransformInit: { page: '/shapes#transforms', title: 'Shapes and transforms › Transforms' },
    Compound: { page: '/shapes#compounds-concave-colliders', title: 'Shapes and transforms › Compounds' },
    AABB: { page: '/shapes#bounding-boxes', title: 'Shapes and transforms › Bounding boxes' },
    fromJSON: { page: '/shapes#saving-and-loading', title: 'Shapes and transforms › Saving and loading' },
    overlaps: { page: '/collisions#overlap-and-the-minimum-translation-vector', title: 'Collisions and the MTV' },
    collide: { page: '/collisions#overlap-and-the-minimum-translation-vector', title: 'Collisions and the MTV' },
    Collision: { page: '/collisions#contact-points', title: 'Collisions and the MTV › Contact points' },
    distance: { page: '/collisions#other-questions-same-machinery', title: 'Collisions › Other questions' },
    SepaxError: { page: '/robustness#error-codes', title: 'Robustness › Error codes' },
    CoreErrorCode: { page: '/robustness#error-codes', title: 'Robustness › Error codes' },
    MIN_EXTENT: { page: '/robustness#tolerances', title: 'Robustness › Tolerances' },
    MAX_COORDINATE: { page: '/robustness#tolerances', title: 'Robustness › Tolerances' },
  },
  decomp: {
    clean: { page: '/decomp#_2-cleaning', title: 'Concave art to colliders › Cleaning' },
    validate: { page: '/decomp#_3-validation', title: 'Concave art to colliders › Validation' },
    decompose: { page: '/decomp', title: 'Concave art to colliders' },
    decomposeDetailed: { page: '/decomp#_5-verification', title: 'Concave art to colliders › Verification' },
    traceImage: { page: '/decomp#_7-images', title: 'Concave art to colliders › Images' },
    imageToColliders: { page: '/decomp#_7-images', title: 'Concave art to colliders › Images' },
    fromSvgPath: {
      page: '/decomp#_8-svg-paths-and-the-region-art-fills',
      title: 'Concave art to colliders › SVG paths and the region art fills',
    },
    fillRegion: {
      page: '/decomp#_8-svg-paths-and-the-region-art-fills',
      title: 'Concave art to colliders › SVG paths and the region art fills',
    },
    repairPolygon: {
      page: '/decomp#_8-svg-paths-and-the-region-art-fills',
      title: 'Concave art to colliders › SVG paths and the region art fills',
    },
    strokeRegion: {
      page: '/decomp#_8-svg-paths-and-the-region-art-fills',
      title: 'Concave art to colliders › SVG paths and the region art fills',
    },
    toColliders: { page: '/decomp#_9-colliders', title: 'Concave art to colliders › Colliders' },
  },
  query: {
    pointInPolygon: { page: '/queries#points', title: 'Queries › Points' },
    pointInShape: { page: '/queries#points', title: 'Queries › Points' },
    closestPoint: { page: '/queries#points', title: 'Queries › Points' },
    distanceToPoint: { page: '/queries#points', title: 'Queries › Points' },
    raycast: { page: '/queries#rays', title: 'Queries › Rays' },
    RaycastHit: { page: '/queries#rays', title: 'Queries › Rays' },
    sweep: { page: '/queries#sweeps', title: 'Queries › Sweeps' },
    SweepHit: { page: '/queries#sweeps', title: 'Queries › Sweeps' },
    SpatialIndex: { page: '/spatial-index', title: 'Spatial index' },
    QueryErrorCode: { page: '/robustness#error-codes', title: 'Robustness › Error codes' },
  },
  obb3: {
    Obb: { page: '/obb3', title: '3D oriented boxes' },
    Sphere: { page: '/obb3#spheres', title: '3D oriented boxes › Spheres' },
    collide: { page: '/obb3#how-deep-and-which-way', title: '3D oriented boxes › How deep, and which way' },
    overlaps: { page: '/obb3#why-15-axes-walls-that-touch-both-boxes', title: '3D oriented boxes › Why 15 axes' },
    raycast: { page: '/obb3#rays', title: '3D oriented boxes › Rays' },
    RaycastHit3: { page: '/obb3#rays', title: '3D oriented boxes › Rays' },
    Obb3ErrorCode: { page: '/robustness#error-codes', title: 'Robustness › Error codes' },
  },
  cli: {
    runCli: { page: '/cli', title: 'Command line' },
  },
};
