// Inside this repository only: what `@cairnfield/design-system/styles.css` resolves to (vite.config.ts),
// the base styles and the themes; each component's own styles come with the component. The package
// ships the same as one stylesheet, dist/styles.css, built from every entry.
import './css/base.css';
import './theme/themes.css';
