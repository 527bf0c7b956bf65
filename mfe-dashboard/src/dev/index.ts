// The standalone development page (`npm run dev`): an async boundary before shared modules.
import('./bootstrap');
