// Build time only (vite.config.ts, route shells): the loading screen as static HTML inside a page
// shell's #root, so a page whose first screen needs the app's code and data (the dashboard) shows
// it from HTML and CSS alone instead of after the entry script has run.
import { renderToString } from 'react-dom/server';
import { LoadingScreen } from './loading-screen';

export function render(): string {
  return renderToString(<LoadingScreen />);
}
