import type { Theme } from 'vitepress';
import DefaultTheme from 'vitepress/theme';
import CollideDemo from './components/CollideDemo.vue';
import DecomposeDemo from './components/DecomposeDemo.vue';
import SceneDemo from './components/SceneDemo.vue';
import './style.css';

export default {
  extends: DefaultTheme,
  enhanceApp({ app }) {
    app.component('CollideDemo', CollideDemo);
    app.component('DecomposeDemo', DecomposeDemo);
    app.component('SceneDemo', SceneDemo);
  },
} satisfies Theme;
