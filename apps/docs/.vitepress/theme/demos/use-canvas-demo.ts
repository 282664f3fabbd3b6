import { onBeforeUnmount, onMounted, type Ref } from 'vue';
import { type Palette, readPalette } from './palette.js';
import { CanvasView } from './view.js';

/** What a demo gives the canvas lifecycle: how to draw a frame and what to clean up. */
export interface DemoScene {
  /** Draws one frame; `dt` is the time since the last frame in seconds (0 for redraws). */
  render(palette: Palette, dt: number): void;
  /** Called when the canvas changes size, after the view has been resized. */
  resized?(): void;
  dispose?(): void;
}

/** Handle to ask for a redraw from event handlers (redraws are batched per frame). */
export interface DemoCanvas {
  redraw(): void;
}

/**
 * The lifecycle shared by the three demos, run only in the browser (VitePress renders pages
 * on the server, where there is no canvas): builds the view on mount, redraws on resize and
 * when the light/dark theme changes, animates continuously if asked, and cleans up.
 */
export function useCanvasDemo(
  canvas: Ref<HTMLCanvasElement | null>,
  create: (view: CanvasView, demo: DemoCanvas) => DemoScene,
  animate = false,
): DemoCanvas {
  let scene: DemoScene | null = null;
  let view: CanvasView | null = null;
  let frame = 0;
  let lastTime = 0;
  const cleanups: (() => void)[] = [];

  const draw = (time: number) => {
    frame = 0;
    if (!scene || !view) return;
    const dt = lastTime ? Math.min(0.1, (time - lastTime) / 1000) : 0;
    lastTime = time;
    scene.render(readPalette(view.canvas), dt);
    if (animate) frame = requestAnimationFrame(draw);
  };
  const demo: DemoCanvas = {
    redraw: () => {
      if (!frame) frame = requestAnimationFrame(draw);
    },
  };

  onMounted(() => {
    const element = canvas.value;
    if (!element) return;
    view = new CanvasView(element);
    scene = create(view, demo);
    const resize = new ResizeObserver(() => {
      view?.resize();
      scene?.resized?.();
      demo.redraw();
    });
    resize.observe(element);
    const theme = new MutationObserver(() => demo.redraw());
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    cleanups.push(
      () => resize.disconnect(),
      () => theme.disconnect(),
    );
    demo.redraw();
  });

  onBeforeUnmount(() => {
    if (frame) cancelAnimationFrame(frame);
    for (const cleanup of cleanups) cleanup();
    scene?.dispose?.();
    scene = null;
  });

  return demo;
}
