/**
 * The production build's source maps stay out of what the server serves: hidden (no sourceMappingURL comment in the
 * scripts) and written outside dist/ (webpack.config.ts).
 */
import path from 'node:path';
import webpackConfig from '../../webpack.config';

it('writes hidden source maps outside the served dist/ folder', () => {
  const config = webpackConfig({}, { mode: 'production' });
  expect(config.devtool).toBe('hidden-source-map');
  const dist = config.output?.path;
  const mapName = config.output?.sourceMapFilename;
  expect(typeof dist).toBe('string');
  expect(typeof mapName).toBe('string');
  const mapFile = path.resolve(dist as string, (mapName as string).replace('[file]', 'assets/main.0123abcd89.js'));
  expect(path.relative(dist as string, mapFile).startsWith('..')).toBe(true);
});
