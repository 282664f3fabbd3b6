/**
 * The demos' colours, read from VitePress's CSS variables at draw time so the canvases
 * follow the light/dark switch.
 */
export interface Palette {
  background: string;
  grid: string;
  text: string;
  muted: string;
  a: string;
  b: string;
  hit: string;
  ok: string;
  accent: string;
}

function cssVar(style: CSSStyleDeclaration, name: string, fallback: string): string {
  return style.getPropertyValue(name).trim() || fallback;
}

/** The palette for the element's current theme. */
export function readPalette(element: Element): Palette {
  const style = getComputedStyle(element);
  return {
    background: cssVar(style, '--vp-c-bg-soft', '#f6f6f7'),
    grid: cssVar(style, '--vp-c-divider', '#e2e2e3'),
    text: cssVar(style, '--vp-c-text-1', '#3c3c43'),
    muted: cssVar(style, '--vp-c-text-3', '#929295'),
    a: cssVar(style, '--sepax-c-a', '#3b82f6'),
    b: cssVar(style, '--sepax-c-b', '#f97316'),
    hit: cssVar(style, '--sepax-c-hit', '#dc2626'),
    ok: cssVar(style, '--sepax-c-ok', '#16a34a'),
    accent: cssVar(style, '--vp-c-brand-1', '#646cff'),
  };
}
