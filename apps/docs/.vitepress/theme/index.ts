import type { Theme } from 'vitepress';
import DefaultTheme from 'vitepress/theme';
import BenchResults from './components/BenchResults.vue';
import CollideDemo from './components/CollideDemo.vue';
import DecomposeDemo from './components/DecomposeDemo.vue';
import Playground from './components/Playground.vue';
import SceneDemo from './components/SceneDemo.vue';
import './style.css';

export default {
  extends: DefaultTheme,
  enhanceApp({ app }) {
    app.component('BenchResults', BenchResults);
    app.component('CollideDemo', CollideDemo);
    app.component('DecomposeDemo', DecomposeDemo);
    app.component('Playground', Playground);
    app.component('SceneDemo', SceneDemo);
  },
} satisfies Theme;
